import { migrateTemplate } from './migrations.ts';
import {
  type PageMeta,
  type PageType,
  pageMetaSchema,
  pageTypeSchema,
  sectionSchema,
} from './template.ts';

/** A problem with one place of the template, as `{ path, message }` like section errors. */
export interface TemplateIssue {
  path: string;
  message: string;
}

/** A section entry as read from the template: either well-formed or a named problem. */
export type SectionEntry =
  | { kind: 'section'; id: string; key: string; props: Record<string, unknown>; hidden: boolean }
  | { kind: 'malformed'; id: string; key: string; errors: TemplateIssue[] };

export interface NormalizedTemplate {
  layoutId: string;
  header: SectionEntry[];
  main: SectionEntry[];
  footer: SectionEntry[];
  page: PageMeta | null;
  pageType: PageType;
  schemaVersion: number;
}

export interface NormalizeResult {
  template: NormalizedTemplate;
  /** What was wrong with the envelope itself; production logs these, preview shows them. */
  problems: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseMaybeJson(value: unknown, what: string, problems: string[]): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    problems.push(`${what} is a string that is not JSON; it was ignored`);
    return undefined;
  }
}

function readSections(value: unknown, area: string, problems: string[]): SectionEntry[] {
  const parsed = parseMaybeJson(value, area, problems);
  if (parsed === undefined || parsed === null) {
    if (area === 'component_data')
      problems.push('component_data is missing; the page has no sections');
    return [];
  }
  if (!Array.isArray(parsed)) {
    problems.push(`${area} is not a list of sections; it was ignored`);
    return [];
  }
  const seen = new Set<string>();
  return parsed.map((raw, index): SectionEntry => {
    const fallbackId = `${area}-${index}`;
    const result = sectionSchema.safeParse(raw);
    if (result.success) {
      const id = seen.has(result.data.id) ? `${result.data.id}~${index}` : result.data.id;
      seen.add(id);
      return {
        kind: 'section',
        id,
        key: result.data.key,
        props: result.data.props,
        hidden: result.data.hidden ?? false,
      };
    }
    const key = isObject(raw) && typeof raw.key === 'string' ? raw.key : '';
    const errors = result.error.issues.map((issue) => ({
      path: `/${issue.path.join('/')}`,
      message: issue.path[0] === 'key' && !key ? 'section has no key' : issue.message,
    }));
    problems.push(
      `${area}[${index}] is malformed: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
    );
    return {
      kind: 'malformed',
      id: isObject(raw) && typeof raw.id === 'string' && raw.id ? raw.id : fallbackId,
      key,
      errors,
    };
  });
}

/**
 * Reads the `data` of a template answer leniently: whatever can be rendered is kept, and each
 * thing that cannot is named in `problems` (DESIGN §4: no section can take down the page). Old
 * templates are migrated first.
 */
export function normalizeTemplate(data: unknown): NormalizeResult {
  const problems: string[] = [];
  const raw = parseMaybeJson(data, 'the template', problems);
  const envelope: Json = isObject(raw) ? raw : {};
  if (!isObject(raw) && raw !== undefined) problems.push('the template is not an object');

  const { template: migrated, from, tooNew } = migrateTemplate(envelope);
  if (tooNew)
    problems.push(
      `schema_version ${from} is newer than this storefront understands; rendering it as is`,
    );

  const layout = parseMaybeJson(migrated.template, 'template', problems);
  const layoutObject: Json = isObject(layout) ? layout : {};
  const page = pageMetaSchema.safeParse(migrated.page);
  const pageType = pageTypeSchema.safeParse(migrated.page_type);
  if (!pageType.success && migrated.page_type !== undefined) {
    problems.push(`page_type "${String(migrated.page_type)}" is unknown; treated as "page"`);
  }

  return {
    template: {
      layoutId: typeof layoutObject.id === 'string' ? layoutObject.id : 'default',
      header: readSections(layoutObject.header ?? [], 'header', problems),
      main: readSections(migrated.component_data, 'component_data', problems),
      footer: readSections(layoutObject.footer ?? [], 'footer', problems),
      page: page.success ? page.data : null,
      pageType: pageType.success ? pageType.data : 'page',
      schemaVersion: from,
    },
    problems,
  };
}
