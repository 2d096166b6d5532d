export type { DefinitionFor, Register, Registry, SectionKey } from './create-registry.ts';
export { createRegistry } from './create-registry.ts';
export { defineSection } from './define-section.ts';
export type {
  AnySectionDefinition,
  ManifestEntry,
  SectionDefinition,
  SectionLoadContext,
  SectionPreset,
  SectionProps,
  SectionQuery,
  SectionSchema,
  StoredSchema,
} from './types.ts';
