import type { AnySectionDefinition } from '../../registry/index.ts';
import { ROUTED_SEGMENTS } from '../../schemas/api/publishing.ts';
import { migrateTemplate } from '../../schemas/migrations.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import { CURRENT_SCHEMA_VERSION } from '../../schemas/template.ts';
import type { Position } from './json-positions.ts';

/** What a problem is about; `--json` consumers filter on it. */
export type TemplateRule =
  | 'not-json'
  | 'not-a-template'
  | 'unknown-key'
  | 'invalid-prop'
  | 'duplicate-id'
  | 'schema-version'
  | 'dead-link'
  | 'bad-preset';

/** One problem, located like a compiler's diagnostic. */
export interface TemplateProblem {
  rule: TemplateRule;
  file: string;
  line: number;
  column: number;
  /** The section's id, when the problem is in a section. */
  sectionId: string | null;
  /** The section's key, when known. */
  key: string | null;
  /** JSON pointer into the file's JSON (or the template, for a store's templates). */
  path: string;
  message: string;
  /** The offending value, when there is one. */
  value?: unknown;
}

/** One template to check: its data, where it came from, and how to point into it. */
export interface TemplateSource {
  file: string;
  data: unknown;
  /** The position of the value at a JSON pointer of `data`, if known. */
  locate: (pointer: string) => Position | undefined;
}

/** What the checks need besides the templates. */
export interface CheckOptions {
  /** The shop's sections (the theme's registry). */
  sections: readonly AnySectionDefinition[];
  /** The slugs of the store's content pages; without them, links are not checked. */
  pageSlugs?: ReadonlySet<string> | undefined;
  /** Where the theme's presets are defined, for preset problems. @default 'storefront.config.ts' */
  themeFile?: string;
}

const LINK_KEY = /(?:^|_)(?:href|link|url|path|to)$|(?:Href|Link|Url|Path)$/;
const ANCHOR = /<a\s[^>]*href\s*=\s*["']([^"']*)["']/gi;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer, or undefined. */
function at(data: unknown, pointer: string): unknown {
  let node = data;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** The position of `pointer`, else of its nearest parent that has one, else the file's start. */
function locate(source: TemplateSource, pointer: string): Position {
  for (let path = pointer; ; path = path.slice(0, path.lastIndexOf('/'))) {
    const position = source.locate(path);
    if (position) return position;
    if (path === '') return { line: 1, column: 1 };
  }
}

/** A link's target page slug, or `null` when it is not a link to a content page. */
function contentPageSlug(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  const path = link.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (path === '') return null; // home
  const segments = path.split('/').filter(Boolean);
  const [first] = segments;
  if (!first || ROUTED_SEGMENTS.has(first)) return null;
  const last = segments.at(-1) ?? first;
  return /\.[a-z0-9]{2,5}$/i.test(last) ? null : last; // a file, not a page
}

/** Every internal link in `props`, with its pointer relative to the props. */
function linksOf(props: unknown, pointer = ''): { pointer: string; link: string }[] {
  const links: { pointer: string; link: string }[] = [];
  const visit = (node: unknown, path: string, key: string) => {
    if (typeof node === 'string') {
      if (LINK_KEY.test(key)) links.push({ pointer: path, link: node });
      for (const match of node.matchAll(ANCHOR))
        links.push({ pointer: path, link: match[1] ?? '' });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => {
        visit(item, `${path}/${index}`, key);
      });
    } else if (isObject(node)) {
      for (const [name, value] of Object.entries(node))
        visit(value, `${path}/${escapePointer(name)}`, name);
    }
  };
  visit(props, pointer, '');
  return links;
}

/** The section lists of a template in any of the shapes the shop and its API use. */
function areasOf(data: Json, base: string): { pointer: string; sections: unknown[] }[] {
  const areas: { pointer: string; sections: unknown[] }[] = [];
  const add = (pointer: string, value: unknown) => {
    if (Array.isArray(value)) areas.push({ pointer, sections: value });
  };
  const layout = isObject(data.template) ? data.template : undefined;
  add(`${base}/template/header`, layout?.header);
  add(`${base}/header`, data.header);
  add(`${base}/component_data`, data.component_data);
  add(`${base}/template/footer`, layout?.footer);
  add(`${base}/footer`, data.footer);
  return areas;
}

/**
 * Checks templates against the shop's sections with the shop's own validator (the server's ajv,
 * schemas/section-validator.ts, after the same migrations): unknown keys, invalid props with the
 * schema's message and the offending value, duplicate section ids, a `schema_version` newer than
 * this runtime, links to content pages the store does not have, and presets that fail their own
 * schema. Problems come in file order.
 */
export function checkTemplates(
  sources: readonly TemplateSource[],
  options: CheckOptions,
): TemplateProblem[] {
  const validator = createSectionValidator({ sanitizeHtml: (html) => html });
  const byKey = new Map(options.sections.map((section) => [section.key, section]));
  const problems: TemplateProblem[] = [];

  for (const source of sources) {
    const report = (
      rule: TemplateRule,
      pointer: string,
      message: string,
      section?: { id: string | null; key: string | null },
      value?: unknown,
    ) => {
      problems.push({
        rule,
        file: source.file,
        ...locate(source, pointer),
        sectionId: section?.id ?? null,
        key: section?.key ?? null,
        path: pointer,
        message,
        ...(value === undefined ? {} : { value }),
      });
    };

    // an API answer ({ status, data }) is checked as its data
    const envelope = isObject(source.data) && 'status' in source.data && isObject(source.data.data);
    const base = envelope ? '/data' : '';
    const template = envelope ? (source.data as { data: Json }).data : source.data;
    if (!isObject(template) || areasOf(template, base).length === 0) {
      report('not-a-template', '', 'is not a template: no component_data, header or footer');
      continue;
    }

    const version = template.schema_version;
    if (typeof version === 'number' && version > CURRENT_SCHEMA_VERSION) {
      report(
        'schema-version',
        `${base}/schema_version`,
        `schema_version ${version} is newer than this runtime's (${CURRENT_SCHEMA_VERSION}): upgrade the runtime`,
        undefined,
        version,
      );
      continue;
    }
    // the shop migrates an older template before it validates it; positions stay the file's
    const migrated = typeof version === 'number' ? migrateTemplate(template).template : template;

    const seen = new Map<string, string>();
    const areas = areasOf(template, base);
    const migratedAreas = areasOf(migrated, base);
    areas.forEach((area, areaIndex) => {
      const sections = migratedAreas[areaIndex]?.sections ?? area.sections;
      sections.forEach((entry, index) => {
        const pointer = `${area.pointer}/${index}`;
        if (!isObject(entry) || typeof entry.key !== 'string') {
          report('not-a-template', pointer, 'is not a section: it needs a key, an id and props');
          return;
        }
        const id = typeof entry.id === 'string' ? entry.id : null;
        const at_ = { id, key: entry.key };
        if (id !== null) {
          const first = seen.get(id);
          if (first) {
            report(
              'duplicate-id',
              `${pointer}/id`,
              `duplicate section id "${id}" (first at ${first})`,
              at_,
              id,
            );
          } else seen.set(id, pointer);
        }
        const definition = byKey.get(entry.key);
        if (!definition) {
          report(
            'unknown-key',
            `${pointer}/key`,
            `"${entry.key}" is not a section this shop knows`,
            at_,
            entry.key,
          );
          return;
        }
        const props = entry.props ?? {};
        const result = validator.validate(definition.schema, props);
        if (!result.ok) {
          for (const issue of result.errors) {
            const inProps = issue.path === '/' ? '' : issue.path;
            const value = issue.message === 'is required' ? undefined : at(props, inProps);
            report(
              'invalid-prop',
              `${pointer}/props${inProps}`,
              `${issue.path} ${issue.message}`,
              at_,
              value,
            );
          }
        }
        if (options.pageSlugs) {
          for (const { pointer: linkAt, link } of linksOf(props)) {
            const slug = contentPageSlug(link);
            if (slug !== null && !options.pageSlugs.has(slug)) {
              report(
                'dead-link',
                `${pointer}/props${linkAt}`,
                `links to ${link}, a page this store does not have`,
                at_,
                link,
              );
            }
          }
        }
      });
    });
  }

  const themeFile = options.themeFile ?? 'storefront.config.ts';
  for (const section of options.sections) {
    (section.presets ?? []).forEach((preset, index) => {
      const result = validator.validate(section.schema, preset.props);
      if (result.ok) return;
      for (const issue of result.errors) {
        problems.push({
          rule: 'bad-preset',
          file: themeFile,
          line: 1,
          column: 1,
          sectionId: null,
          key: section.key,
          path: `presets/${index}/props${issue.path === '/' ? '' : issue.path}`,
          message: `preset "${preset.name}" of "${section.key}": ${issue.path} ${issue.message}`,
        });
      }
    });
  }
  return problems;
}

/** One problem as a compiler prints it: `file:line:column  section-id  path  message`. */
export function formatProblem(problem: TemplateProblem): string {
  const value =
    problem.value === undefined ? '' : ` (got ${JSON.stringify(problem.value)?.slice(0, 80)})`;
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.sectionId ?? problem.key ?? '-'}  ${problem.path || '/'}  ${problem.message}${value}`;
}
