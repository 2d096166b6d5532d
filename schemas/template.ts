import { z } from 'zod';

/** The schema version that this runtime renders natively. Older templates are migrated up to it. */
export const CURRENT_SCHEMA_VERSION = 1;

/**
 * One placed section: `key` names a registry entry, `id` is stable across edits (the editor
 * addresses sections by it), `props` is validated later against the section's own JSON Schema.
 */
export const sectionSchema = z.object({
  /** Registry key, e.g. `rich-text`. */
  key: z.string().min(1),
  /** Stable id, unique within the template. */
  id: z.string().min(1),
  /** Section props; validated by the section's schema, defaults applied. @default {} */
  props: z.record(z.string(), z.unknown()).default({}),
  /** Hidden sections are kept in the template (the editor shows them) but never rendered. @default false */
  hidden: z.boolean().optional(),
});
export type Section = z.infer<typeof sectionSchema>;

/** The page types of DESIGN §4. */
export const pageTypes = [
  'home',
  'page',
  'blogs',
  'blog',
  'shop',
  'product',
  'category',
  'collection',
  'cart',
  'checkout',
  'checkout-complete',
  'checkout-failed',
  'track-order',
  'account',
  'gate',
  'not-found',
] as const;
export const pageTypeSchema = z.enum(pageTypes);
export type PageType = z.infer<typeof pageTypeSchema>;

/** Page meta that comes with a template (spec §3 "Template retrieval response"). */
export const pageMetaSchema = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  parent_slug: z.string().nullable().default(null),
  title: z.string(),
  meta_title: z.string().nullable().default(null),
  meta_description: z.string().nullable().default(null),
  image: z.string().nullable().default(null),
  is_active: z.boolean().default(true),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The shared layout: sections above and below every page of a template. */
export const layoutSchema = z.object({
  id: z.string(),
  header: z.array(sectionSchema).default([]),
  footer: z.array(sectionSchema).default([]),
});
export type Layout = z.infer<typeof layoutSchema>;

/** `data` of `GET /api/templateBoth/{pageKey}` (DESIGN §4 "Template envelope"). */
export const templateEnvelopeSchema = z.object({
  template: layoutSchema,
  page: pageMetaSchema,
  page_type: pageTypeSchema,
  component_data: z.array(sectionSchema),
  schema_version: z.number().int().min(0).default(CURRENT_SCHEMA_VERSION),
});
export type TemplateEnvelope = z.infer<typeof templateEnvelopeSchema>;
export type TemplateEnvelopeInput = z.input<typeof templateEnvelopeSchema>;

/** The same envelope as JSON Schema, for editors and platforms that do not speak zod. */
// Pure: a bundle that does not use it (the storefront's browser chunks) leaves the conversion out.
export const templateEnvelopeJsonSchema = /* @__PURE__ */ z.toJSONSchema(templateEnvelopeSchema, {
  io: 'input',
});
