export type {
  DefinitionFor,
  Register,
  Registry,
  SectionKey,
  SectionResolver,
} from './create-registry.ts';
export { createRegistry } from './create-registry.ts';
export { defineSection } from './define-section.ts';
export {
  defineTheme,
  type Theme,
  type ThemeConfig,
  ThemeError,
  type ThemeOverrides,
  type ThemeSectionList,
  type ThemeTokens,
} from './define-theme.ts';
export { SERVER_ONLY_FIELDS, type ServerOnlyField } from './server-only-fields.ts';
export type {
  AnySectionDefinition,
  ClientSectionDefinition,
  ManifestEntry,
  SectionDefinition,
  SectionHydration,
  SectionLoadContext,
  SectionPreset,
  SectionProps,
  SectionQuery,
  SectionSchema,
  StoredSchema,
} from './types.ts';
