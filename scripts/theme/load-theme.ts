import { pathToFileURL } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { tsImport } from 'tsx/esm/api';
import type { AnySectionDefinition, Theme } from '../../registry/index.ts';
import { sectionAjvOptions } from '../../schemas/ajv-options.ts';
import { displayPath } from './theme-config-path.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** A theme that cannot be built, with one message naming the file and the key. */
export class ThemeLoadError extends Error {
  override name = 'ThemeLoadError';
}

/** Reads one module fresh (a development server reloads a changed theme). */
async function importFresh<T>(file: string): Promise<T> {
  return (await tsImport(pathToFileURL(file).href, import.meta.url)) as T;
}

function isTheme(value: unknown): value is Theme {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Theme).sections) &&
    typeof (value as Theme).name === 'string'
  );
}

/**
 * Every reason the sections of a theme cannot be served, as messages naming the key: a section
 * without a schema, a schema that is not JSON Schema (or that the shop's validator refuses). The
 * shop compiles the same schemas with the same options (schemas/ajv-options.ts).
 */
export function sectionSchemaProblems(sections: readonly AnySectionDefinition[]): string[] {
  const problems: string[] = [];
  const ajv = new Ajv(sectionAjvOptions);
  addFormats(ajv);
  for (const section of sections) {
    const { schema } = section as { schema?: unknown };
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
      problems.push(
        `section "${section.key}" has no schema; define it with defineSection({ key, title, group, schema, component }).`,
      );
      continue;
    }
    try {
      if (!ajv.validateSchema(schema)) {
        problems.push(
          `section "${section.key}" has a schema that is not valid JSON Schema: ${ajv.errorsText(ajv.errors)}.`,
        );
        continue;
      }
      ajv.compile(schema);
    } catch (error) {
      problems.push(
        `section "${section.key}" has a schema the shop cannot compile: ${(error as Error).message}.`,
      );
    }
  }
  return problems;
}

/**
 * Loads the theme named in `file` (a `storefront.config.ts`) the way the build does and checks
 * every section's schema. Throws a {@link ThemeLoadError} whose message starts with the file
 * (relative to `root`) and names the key: a theme that cannot be built stops the build there.
 */
export async function loadTheme(file: string, root = process.cwd()): Promise<Theme> {
  const where = displayPath(root, file);
  let module: { default?: unknown };
  try {
    module = await importFresh<{ default?: unknown }>(file);
  } catch (error) {
    throw new ThemeLoadError(`${where}: ${(error as Error).message}`, { cause: error });
  }
  // a config outside an ES-module package arrives as CommonJS, its default export one level down
  const theme = isTheme(module.default)
    ? module.default
    : (module.default as { default?: unknown } | undefined)?.default;
  if (!isTheme(theme)) {
    throw new ThemeLoadError(
      `${where}: the default export is not a theme; export default defineTheme({ name, builtins, sections, overrides, remove, tokens }).`,
    );
  }
  const problems = sectionSchemaProblems(theme.sections);
  if (problems.length > 0) {
    throw new ThemeLoadError(`${where} (theme "${theme.name}"): ${problems.join(`\n${where}: `)}`);
  }
  return theme;
}
