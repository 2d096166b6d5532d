import { defineTheme } from './registry/index.ts';
import { builtinSections } from './sections/index.ts';

/**
 * The theme this shop is built with (DESIGN decision 16). The build reads it as `@storefront/theme`
 * (scripts/theme-plugin.ts); `THEME=<folder>` builds with the `storefront.config.ts` of another
 * folder instead, e.g. `THEME=examples/theme-hours`. Add sections in `sections`, replace a built-in
 * by key in `overrides`, leave one out with `remove`; docs/theme-developers.md walks through it.
 */
export default defineTheme({
  name: 'Northwind',
  builtins: builtinSections,
  sections: [],
});
