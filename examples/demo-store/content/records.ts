import { z } from 'zod';
import {
  contentKeySchema,
  faqSchema,
  formSchema,
  galleryImageSchema,
  imageSchema,
  menuSchema,
  slideSchema,
  slugSchema,
  testimonialSchema,
} from '../../../schemas/api/index.ts';

/** A slider and its slides (ids are given by the database). */
export const sliderRecordSchema = z.object({
  id: contentKeySchema,
  name: z.string().min(1),
  /** @default 5000 */
  interval_ms: z.number().int().nonnegative().default(5000),
  slides: z.array(slideSchema.omit({ id: true })),
});

/** A form and the message shown after a successful submission. */
export const formRecordSchema = formSchema.extend({
  id: contentKeySchema,
  success_message: z.string().min(1),
});

/** A blog post. */
export const blogPostRecordSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** HTML. */
  body: z.string().min(1),
  author: z.string().min(1),
  /** @default null */
  image: imageSchema.nullable().default(null),
  /** Lower-case tags. @default [] */
  tags: z.array(z.string().regex(/^[a-z][a-z -]*$/)).default([]),
  /** @default null */
  meta_title: z.string().nullable().default(null),
  /** @default null */
  meta_description: z.string().nullable().default(null),
  /** @default true */
  is_published: z.boolean().default(true),
  /** ISO 8601. */
  published_at: z.iso.datetime(),
});
export type BlogPostRecordInput = z.input<typeof blogPostRecordSchema>;

/** A set of testimonials. */
export const testimonialGroupRecordSchema = z.object({
  id: contentKeySchema,
  testimonials: z.array(testimonialSchema),
});

/** A gallery; `product` ties it to a product by slug. */
export const galleryRecordSchema = z.object({
  id: contentKeySchema,
  name: z.string().min(1),
  /** @default null */
  product: slugSchema.nullable().default(null),
  images: z.array(galleryImageSchema),
});

/** A pincode the store delivers to. */
export const pincodeRecordSchema = z.object({
  pincode: z.string().regex(/^\d{6}$/),
  delivery_days: z.number().int().positive(),
  /** @default true */
  cod_available: z.boolean().default(true),
});

const uniqueBy =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value))
        ctx.addIssue({ code: 'custom', path: [index], message: `Duplicate ${what} "${value}"` });
      seen.add(value);
    });
  };

/** The store's content; keys, slugs and pincodes are unique within their kind. */
export const contentDatasetSchema = z.object({
  sliders: z
    .array(sliderRecordSchema)
    .superRefine(uniqueBy((s) => s.id, 'slider'))
    .default([]),
  menus: z
    .array(menuSchema.extend({ id: contentKeySchema }))
    .superRefine(uniqueBy((m) => m.id, 'menu'))
    .default([]),
  forms: z
    .array(formRecordSchema)
    .superRefine(uniqueBy((f) => f.id, 'form'))
    .default([]),
  faqs: z
    .array(faqSchema.extend({ id: contentKeySchema }))
    .superRefine(uniqueBy((f) => f.id, 'FAQ'))
    .default([]),
  blog_posts: z
    .array(blogPostRecordSchema)
    .superRefine(uniqueBy((p) => p.slug, 'post'))
    .default([]),
  testimonials: z
    .array(testimonialGroupRecordSchema)
    .superRefine(uniqueBy((t) => t.id, 'testimonial set'))
    .default([]),
  galleries: z
    .array(galleryRecordSchema)
    .superRefine(uniqueBy((g) => g.id, 'gallery'))
    .default([]),
  pincodes: z
    .array(pincodeRecordSchema)
    .superRefine(uniqueBy((p) => p.pincode, 'pincode'))
    .default([]),
});
/** Parsed content, defaults applied. */
export type ContentDataset = z.infer<typeof contentDatasetSchema>;
/** Content as written. */
export type ContentDatasetInput = z.input<typeof contentDatasetSchema>;
