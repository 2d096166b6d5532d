import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { createApiClient } from '../../runtime/api/client.ts';
import { expandPath } from '../../schemas/api/endpoint.ts';
import * as admin from '../../schemas/api/endpoints/admin.ts';
import type { TemplateProblem, TemplateSource } from './check-templates.ts';
import { JsonSyntaxError, type Position, parseJsonWithPositions } from './json-positions.ts';
import { displayPath } from './theme-config-path.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON files of `paths`: files as given, folders by their `*.json` files (recursively). */
export function jsonFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    if (!statSync(path).isDirectory()) return [path];
    return readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => join(path, name));
  });
}

/**
 * Reads JSON template files: each a source located by its own positions, or, for a file that is
 * not JSON, a `not-json` problem at the position where it stops being JSON.
 */
export function readJsonTemplates(
  files: readonly string[],
  root: string,
): { sources: TemplateSource[]; problems: TemplateProblem[] } {
  const sources: TemplateSource[] = [];
  const problems: TemplateProblem[] = [];
  for (const path of files) {
    const file = displayPath(root, resolve(root, path));
    try {
      const { value, positions } = parseJsonWithPositions(readFileSync(path, 'utf8'));
      sources.push({ file, data: value, locate: (pointer) => positions.get(pointer) });
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      problems.push({
        rule: 'not-json',
        file,
        ...error.position,
        sectionId: null,
        key: null,
        path: '',
        message: `is not JSON: ${error.message}`,
      });
    }
  }
  return { sources, problems };
}

/** The content page slugs the templates name (a page record's `slug`, an envelope's `page.slug`). */
export function pageSlugsOf(sources: readonly TemplateSource[]): Set<string> | undefined {
  const slugs = new Set<string>();
  for (const { data } of sources) {
    const template = isObject(data) && isObject(data.data) ? data.data : data;
    if (!isObject(template)) continue;
    const slug = isObject(template.page) ? template.page.slug : template.slug;
    if (typeof slug === 'string') slugs.add(slug);
  }
  return slugs.size > 0 ? slugs : undefined;
}

/** Where `'id'` is first written in `files`, for templates written as TypeScript. */
function idLocator(files: readonly string[], root: string) {
  const texts = files.map((file) => ({
    file: relative(root, file),
    text: readFileSync(file, 'utf8'),
  }));
  return (id: string): { file: string; position: Position } | undefined => {
    for (const { file, text } of texts) {
      const index = text.search(new RegExp(`['"]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`));
      if (index < 0) continue;
      const before = text.slice(0, index);
      const line = before.split('\n').length;
      return { file, position: { line, column: index - before.lastIndexOf('\n') } };
    }
    return undefined;
  };
}

/**
 * The demo store's templates (examples/demo-store: its layouts and pages, written in TypeScript),
 * each located at the line where its sections' ids are written, and its page slugs.
 */
export async function demoStoreTemplates(
  root: string,
): Promise<{ sources: TemplateSource[]; pageSlugs: Set<string> }> {
  const folder = join(root, 'examples/demo-store');
  const { demoStore } = (await tsImport(
    pathToFileURL(join(folder, 'store.ts')).href,
    import.meta.url,
  )) as typeof import('../../examples/demo-store/store.ts');
  const files = [
    join(folder, 'layouts.ts'),
    ...readdirSync(join(folder, 'pages'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(folder, 'pages', name)),
    join(folder, 'sections.ts'),
  ];
  const find = idLocator(files, root);
  const templates: { name: string; data: Json }[] = [
    ...demoStore.layouts.map((layout) => ({ name: `layout ${layout.id}`, data: layout as Json })),
    ...demoStore.pages.map((page) => ({ name: `page ${page.slug}`, data: page as Json })),
  ];
  const sources = templates.map(({ name, data }): TemplateSource => {
    const sectionAt = (pointer: string) => {
      const match = /^\/(component_data|header|footer)\/(\d+)/.exec(pointer);
      const list = match ? (data[match[1] as string] as { id?: unknown }[] | undefined) : undefined;
      const id = list?.[Number(match?.[2])]?.id;
      return typeof id === 'string' ? find(id) : undefined;
    };
    const first = ['header', 'component_data', 'footer']
      .map((area) => (data[area] as { id?: unknown }[] | undefined)?.[0]?.id)
      .find((id): id is string => typeof id === 'string');
    return {
      file: (first && find(first)?.file) ?? `examples/demo-store (${name})`,
      data,
      locate: (pointer) => sectionAt(pointer)?.position,
    };
  });
  return { sources, pageSlugs: new Set(demoStore.pages.map((page) => page.slug)) };
}

/**
 * Every page template of a running store, as the editor would open it (its draft when it has one,
 * else its live template), read through the admin API with the admin token, and the slugs of its
 * content pages. Each source is named by its admin URL; an API answer has no line positions.
 */
export async function storeTemplates(
  url: string,
  token: string,
): Promise<{ sources: TemplateSource[]; pageSlugs: Set<string> }> {
  const api = createApiClient({
    baseURL: new URL(url).origin,
    headers: { Authorization: `Bearer ${token}` },
    log: () => {},
  });
  const { pages } = (await api.call(admin.pages)).data;
  const sources = await Promise.all(
    pages.map(async (page): Promise<TemplateSource> => {
      const { data } = await api.call(admin.template, { params: { pageKey: page.slug } });
      return {
        file: new URL(expandPath(admin.template.path, { pageKey: page.slug }), url).href,
        data,
        locate: () => undefined,
      };
    }),
  );
  const pageSlugs = new Set(pages.map((page) => page.slug));
  return { sources, pageSlugs };
}
