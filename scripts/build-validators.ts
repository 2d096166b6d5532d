import { BUILTIN_VALIDATORS_FILE, refreshBuiltinValidators } from './theme-plugin.ts';

/**
 * Regenerates the built-in sections' validators (the reference API's default check). Every build
 * and development server does this by itself (scripts/theme-plugin.ts); the theme's own browser
 * validators are generated there too, so there is nothing to run by hand.
 */
const changed = await refreshBuiltinValidators(process.cwd());
console.log(`${changed ? 'Wrote' : 'Up to date:'} ${BUILTIN_VALIDATORS_FILE}`);
