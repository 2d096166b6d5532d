import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { Theme } from '../registry/index.ts';
import { createRegistry } from '../registry/index.ts';
import { generateStandaloneValidators } from '../schemas/standalone.ts';
import { TEMPLATE_SCHEMA_FILE, templateJsonSchema } from '../schemas/template-json-schema.ts';
import { loadTheme } from './theme/load-theme.ts';
import { displayPath, themeConfigPath } from './theme/theme-config-path.ts';

/** The module a shop imports its theme from (runtime/storefront/registry.ts). */
export const THEME_MODULE_ID = '@storefront/theme';
/** The module of the theme's browser validators (the editor preview, runtime/preview). */
export const VALIDATORS_MODULE_ID = 'virtual:storefront/section-validators';
/** The built-in sections' validators the reference API checks with when no shop hands it its own. */
export const BUILTIN_VALIDATORS_FILE = 'schemas/generated/section-validators.js';

const RESOLVED_THEME = '\0storefront:theme';
const RESOLVED_VALIDATORS = '\0storefront:section-validators';

export interface StorefrontThemeOptions {
  /** The theme folder or its `storefront.config.ts`, relative to the root. @default process.env.THEME, else the root */
  theme?: string;
  /**
   * Load and check the theme when a build or development server starts, stopping on a theme that
   * cannot be built. @default true, except under vitest (tests load the sections they need)
   */
  check?: boolean;
  /**
   * When checking, also refresh schemas/generated/section-validators.js (the built-in sections')
   * if it is out of date. @default true
   */
  refreshBuiltinValidators?: boolean;
}

/**
 * Writes `schemas/generated/section-validators.js` from the built-in sections when it differs:
 * what `npm run build:validators` does, and what every build and development server now does by
 * itself. Answers whether the file changed.
 */
export async function refreshBuiltinValidators(root: string): Promise<boolean> {
  const file = resolve(root, BUILTIN_VALIDATORS_FILE);
  const { builtinSections } = (await tsImport(
    pathToFileURL(resolve(root, 'sections/index.ts')).href,
    import.meta.url,
  )) as typeof import('../sections/index.ts');
  const code = generateStandaloneValidators(createRegistry(builtinSections).manifest());
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first build
  }
  if (current === code) return false;
  writeFileSync(file, code);
  return true;
}

/**
 * Writes the JSON Schema of template files for `theme` (editors validate and complete templates
 * through `"$schema"`): the root theme's into schemas/generated/, another theme's into its own
 * `generated/` folder.
 * Answers the file when it changed.
 */
export function writeTemplateSchema(root: string, configFile: string, theme: Theme): string | null {
  const folder = dirname(configFile);
  const file =
    folder === resolve(root)
      ? resolve(root, TEMPLATE_SCHEMA_FILE)
      : resolve(folder, 'generated/template.schema.json');
  const json = `${JSON.stringify(templateJsonSchema(createRegistry(theme.sections).manifest(), theme.name), null, 2)}\n`;
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first build
  }
  if (current === json) return null;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
  return file;
}

/** Whether a changed file may change a section's schema or the theme's list. */
const mayChangeSections = (file: string) =>
  !file.includes('/node_modules/') &&
  /\.[cm]?tsx?$/.test(file) &&
  !/\.(test|stories|test-d)\.tsx?$/.test(file) &&
  ['schema.ts', 'index.ts', 'storefront.config.ts'].includes(basename(file));

/**
 * The theme kit's Vite plugin (DESIGN decision 16):
 * - `@storefront/theme` is the default export of the theme's `storefront.config.ts` (the root's,
 *   or the folder named by `THEME`), so a theme adds, replaces or removes sections with no edit to
 *   the runtime;
 * - `virtual:storefront/section-validators` is the theme's browser validators (ajv standalone),
 *   generated from its registry at build and in development, regenerated when a schema changes;
 * - a theme that cannot be built (a key twice, an unknown override, a section without a schema or
 *   with one that is not JSON Schema) stops the build with one message naming the file and the key.
 */
export function storefrontTheme(options: StorefrontThemeOptions = {}): Plugin {
  let root = process.cwd();
  let configFile = '';
  let theme: Promise<Theme> | undefined;
  let validators: Promise<string> | undefined;
  let checked: Promise<void> | undefined;
  const check = options.check ?? !process.env.VITEST;

  const loaded = () => {
    theme ??= loadTheme(configFile, root);
    return theme;
  };
  const forget = () => {
    theme = undefined;
    validators = undefined;
  };

  return {
    name: 'storefront:theme',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      configFile = themeConfigPath(root, options.theme);
    },
    async buildStart() {
      if (!check) return;
      // once per process, though React Router builds the client and then the server
      checked ??= (async () => {
        const theme = await loaded();
        const { name, sections } = theme;
        const schemaFile = writeTemplateSchema(root, configFile, theme);
        if (schemaFile) this.info(`wrote ${displayPath(root, schemaFile)} for editors`);
        if (options.refreshBuiltinValidators ?? true) {
          if (await refreshBuiltinValidators(root))
            this.info(`refreshed ${BUILTIN_VALIDATORS_FILE} from the built-in sections`);
        }
        this.info(
          `theme "${name}" (${displayPath(root, configFile)}): ${sections.length} sections`,
        );
      })();
      try {
        await checked;
      } catch (error) {
        checked = undefined;
        forget();
        this.error((error as Error).message);
      }
    },
    resolveId(id) {
      if (id === THEME_MODULE_ID) return RESOLVED_THEME;
      if (id === VALIDATORS_MODULE_ID) return RESOLVED_VALIDATORS;
      return null;
    },
    async load(id) {
      if (id === RESOLVED_THEME) {
        return `export { default } from ${JSON.stringify(configFile)};\n`;
      }
      if (id !== RESOLVED_VALIDATORS) return null;
      validators ??= loaded().then(({ sections }) =>
        generateStandaloneValidators(createRegistry(sections).manifest()),
      );
      try {
        return await validators;
      } catch (error) {
        forget();
        this.error((error as Error).message);
      }
    },
    hotUpdate({ file }) {
      if (!mayChangeSections(file)) return;
      forget();
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_VALIDATORS);
      if (module) this.environment.moduleGraph.invalidateModule(module);
    },
  };
}
