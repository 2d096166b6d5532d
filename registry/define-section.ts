import type { SectionDefinition, SectionProps, StoredSchema } from './types.ts';

const KEY_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/**
 * Declares a section type. Declare the schema as its own `as const` constant (by convention in the
 * section's `schema.ts`) so that the props type is inferred from it once:
 *
 * ```ts
 * export const spacerSchema = {
 *   type: 'object', properties: { size: { type: 'string', enum: ['sm', 'md'], default: 'md' } },
 * } as const;
 * export const spacer = defineSection({
 *   key: 'spacer', title: 'Spacer', group: 'content', schema: spacerSchema,
 *   component: () => import('./Spacer.tsx'),
 * });
 * ```
 */
export function defineSection<const K extends string, const S extends StoredSchema>(
  definition: SectionDefinition<K, S, NoInfer<SectionProps<S>>>,
): SectionDefinition<K, S, NoInfer<SectionProps<S>>> {
  // checked on the server, in tests and in scripts; the browser's build leaves it out (Vite
  // replaces `import.meta.env.SSR` with false), since the server refused a bad key already
  if ((!import.meta.env || import.meta.env.SSR) && !KEY_PATTERN.test(definition.key)) {
    throw new Error(
      `Section key "${definition.key}" is not valid: use lowercase words joined by dashes, e.g. "product-grid".`,
    );
  }
  return definition;
}
