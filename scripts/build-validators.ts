import { loadTheme } from './theme/load-theme.ts';
import { displayPath, themeConfigPath } from './theme/theme-config-path.ts';
import {
  BUILTIN_VALIDATORS_FILE,
  refreshBuiltinValidators,
  writeTemplateSchema,
} from './theme-plugin.ts';

/**
 * Regenerates the generated files: the built-in sections' validators (the reference API's default
 * check) and the theme's template JSON Schema for editors. Every build and development server
 * does this by itself (scripts/theme-plugin.ts), with the theme's own browser validators, so there
 * is nothing to run by hand.
 */
const root = process.cwd();
const changed = await refreshBuiltinValidators(root);
console.log(`${changed ? 'Wrote' : 'Up to date:'} ${BUILTIN_VALIDATORS_FILE}`);
const configFile = themeConfigPath(root);
const schemaFile = writeTemplateSchema(root, configFile, await loadTheme(configFile, root));
console.log(schemaFile ? `Wrote ${displayPath(root, schemaFile)}` : 'Up to date: template schema');
