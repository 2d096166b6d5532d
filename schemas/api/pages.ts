import { z } from 'zod';
import {
  CURRENT_SCHEMA_VERSION,
  type layoutSchema,
  pageMetaSchema,
  pageTypeSchema,
  sectionSchema,
  type templateEnvelopeSchema,
} from '../template.ts';

/**
 * A page key: the slug of a page (`home` for `/`), or a system page key such as `cart`
 * (spec §2 "How a page is identified").
 */
export const pageKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][\w.-]*$/);

/** Query of `GET /api/page/{id}` and `GET /api/template/{id}`. */
export const pathQuerySchema = z.object({
  /** The storefront path the key was derived from, e.g. `/about-us`. */
  path: z.string().max(2048).optional(),
});
export type PathQuery = z.infer<typeof pathQuerySchema>;

/**
 * Query of `GET /api/templateBoth/{id}`: the path plus the page's own query (e.g. `sku`), passed
 * through as strings.
 */
export const templateBothQuerySchema = z.looseObject({
  /** The storefront path the key was derived from, e.g. `/product/blue-shirt`. */
  path: z.string().max(2048).optional(),
});
export type TemplateBothQuery = z.infer<typeof templateBothQuerySchema>;

/** `data` of `GET /api/page/{id}`: the page meta and its page type. */
export const pageResponseSchema = pageMetaSchema.extend({
  /** What kind of page this is (DESIGN §4). */
  page_type: pageTypeSchema,
});
export type PageResponse = z.infer<typeof pageResponseSchema>;

/**
 * `data` of `GET /api/template/{id}`: the layout the page uses (`layoutSchema`: header and footer
 * sections), read leniently like the template of `templateBoth` (see below).
 */
export const templateResponseSchema = z.object({
  /** Header and footer sections. */
  template: z.unknown() as z.ZodType<unknown, z.input<typeof layoutSchema>>,
});
export type TemplateResponse = z.infer<typeof templateResponseSchema>;

/**
 * `data` of `GET /api/templateBoth/{id}` (DESIGN §4 "Template envelope"). The reference API answers
 * `templateEnvelopeSchema` (its tests check it); the storefront takes any value and reads it with
 * `normalizeTemplate`, the template's own boundary parse: it migrates templates of an older
 * `schema_version` first and keeps what can be rendered, naming what cannot, so one malformed
 * section never takes down the page. A strict parse here would turn exactly those templates into
 * a 404. So it is typed as the envelope for the server that writes it (zod input) and as `unknown`
 * for the storefront that reads it (zod output).
 */
export const templateBothResponseSchema = z.unknown() as z.ZodType<
  unknown,
  z.input<typeof templateEnvelopeSchema>
>;

/** A page as a store keeps it: meta, type, layout and sections (seed data, exports). */
export const pageRecordSchema = z.object({
  /** Unique page key, e.g. `about-us`; `home` for `/`. */
  slug: pageKeySchema,
  /** Slug of the parent page, for nested paths and the body class. @default null */
  parent_slug: z.string().nullable().default(null),
  /** Page title. */
  title: z.string().min(1),
  /** Title for search engines and the browser tab. @default null */
  meta_title: z.string().nullable().default(null),
  /** Description for search engines. @default null */
  meta_description: z.string().nullable().default(null),
  /** Social sharing image URL. @default null */
  image: z.string().nullable().default(null),
  /** Inactive pages answer 404 to shoppers. @default true */
  is_active: z.boolean().default(true),
  /** What kind of page this is. */
  page_type: pageTypeSchema,
  /** Id of the layout; `null` uses the store's default layout. @default null */
  layout_id: z.string().nullable().default(null),
  /** The page's sections. @default [] */
  component_data: z.array(sectionSchema).default([]),
  /** Version of the section format. @default CURRENT_SCHEMA_VERSION */
  schema_version: z.number().int().min(0).default(CURRENT_SCHEMA_VERSION),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;
export type PageRecordInput = z.input<typeof pageRecordSchema>;
