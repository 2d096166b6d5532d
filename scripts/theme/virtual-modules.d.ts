// The modules the theme kit's Vite plugin serves (scripts/theme-plugin.ts). `@storefront/theme`
// is typed through tsconfig's `paths` (the root storefront.config.ts), so types follow its list.

declare module 'virtual:storefront/section-validators' {
  import type { StandaloneValidator } from '../../schemas/generated/section-validators.js';
  /** The theme's precompiled browser validators by section key (ajv standalone). */
  export const sectionValidators: Record<string, StandaloneValidator | undefined>;
}
