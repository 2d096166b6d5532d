import { z } from 'zod';
import {
  imageSchema,
  productLabelSchema,
  sizeChartSchema,
  slugSchema,
  variableAttributeSchema,
} from '../../../schemas/api/index.ts';

// The catalogue as seed data: records refer to each other by slug (category, brand, tag),
// name (label) or key (size chart), never by database id.

/** A price with at most two decimals, in rupees. */
const money = z
  .number()
  .nonnegative()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'A price has at most two decimals',
  });

/** A category; `parent` must be declared earlier in the list. */
export const categoryRecordSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1),
  /** Slug of the parent category. @default null */
  parent: slugSchema.nullable().default(null),
  /** @default '' */
  description: z.string().default(''),
  /** @default null */
  image: imageSchema.nullable().default(null),
});

/** A brand. */
export const brandRecordSchema = z.object({ slug: slugSchema, name: z.string().min(1) });

/** A tag. */
export const tagRecordSchema = z.object({ slug: slugSchema, name: z.string().min(1) });

/** A size chart, referred to by `key`. */
export const sizeChartRecordSchema = sizeChartSchema.extend({ key: slugSchema });

/** A collection and its products, in order. */
export const collectionRecordSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1),
  /** @default '' */
  description: z.string().default(''),
  /** @default null */
  image: imageSchema.nullable().default(null),
  /** Product slugs. */
  products: z.array(slugSchema),
});

/** A variant of a product. */
export const variantRecordSchema = z.object({
  sku: z.string().min(1),
  /** One option value per variable attribute of the product. */
  options: z.record(z.string(), z.string()),
  price: money,
  mrp: money,
  stock: z.number().int().nonnegative(),
  /** @default [] */
  images: z.array(imageSchema).default([]),
});

/** A product. Without variants its own price and stock are sold; with variants, theirs. */
export const productRecordSchema = z.object({
  slug: slugSchema,
  name: z.string().min(1),
  sku: z.string().min(1),
  /** Category slug. */
  category: slugSchema,
  /** Brand slug. @default null */
  brand: slugSchema.nullable().default(null),
  /** Label name. @default null */
  label: z.string().nullable().default(null),
  /** Size chart key. @default null */
  size_chart: slugSchema.nullable().default(null),
  price: money,
  mrp: money,
  /** @default 0 */
  stock: z.number().int().nonnegative().default(0),
  /** @default [] */
  variable_attributes: z.array(variableAttributeSchema).default([]),
  /** @default [] */
  variants: z.array(variantRecordSchema).default([]),
  /** Base image first, hover image second. @default [] */
  images: z.array(imageSchema).default([]),
  /** Tag slugs. @default [] */
  tags: z.array(slugSchema).default([]),
  /** Fixed attributes, e.g. `{ material: 'Nylon' }`. @default {} */
  specs: z.record(z.string(), z.string()).default({}),
  /** HTML. */
  description: z.string(),
  short_description: z.string(),
  /** @default null */
  meta_title: z.string().nullable().default(null),
  /** @default null */
  meta_description: z.string().nullable().default(null),
  /** @default null */
  social_sharing_image: imageSchema.nullable().default(null),
  /** @default false */
  is_customisation_enabled: z.boolean().default(false),
  /** @default true */
  is_published: z.boolean().default(true),
  /** Seeded review aggregates. @default { average: 0, count: 0 } */
  rating: z
    .object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() })
    .default({ average: 0, count: 0 }),
  /** ISO 8601. */
  created_at: z.iso.datetime(),
});
export type ProductRecordInput = z.input<typeof productRecordSchema>;

/**
 * The whole catalogue. Slugs and skus are unique, references resolve, parents come before their
 * children, variants give exactly one known option per variable attribute, and no price is above
 * its list price.
 */
export const catalogueDatasetSchema = z
  .object({
    categories: z.array(categoryRecordSchema).default([]),
    brands: z.array(brandRecordSchema).default([]),
    labels: z.array(productLabelSchema).default([]),
    tags: z.array(tagRecordSchema).default([]),
    size_charts: z.array(sizeChartRecordSchema).default([]),
    products: z.array(productRecordSchema).default([]),
    collections: z.array(collectionRecordSchema).default([]),
  })
  .superRefine((catalogue, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const unique = (list: string[], path: string, what: string) => {
      const seen = new Set<string>();
      list.forEach((value, index) => {
        if (seen.has(value)) issue([path, index], `Duplicate ${what} "${value}"`);
        seen.add(value);
      });
      return seen;
    };

    const categories = new Set<string>();
    catalogue.categories.forEach((category, index) => {
      if (category.parent !== null && !categories.has(category.parent)) {
        issue(['categories', index, 'parent'], `Unknown or later parent "${category.parent}"`);
      }
      if (categories.has(category.slug)) issue(['categories', index], 'Duplicate slug');
      categories.add(category.slug);
    });
    const brands = unique(
      catalogue.brands.map((b) => b.slug),
      'brands',
      'brand',
    );
    const labels = unique(
      catalogue.labels.map((l) => l.name),
      'labels',
      'label',
    );
    const tags = unique(
      catalogue.tags.map((t) => t.slug),
      'tags',
      'tag',
    );
    const charts = unique(
      catalogue.size_charts.map((c) => c.key),
      'size_charts',
      'size chart',
    );
    const products = unique(
      catalogue.products.map((p) => p.slug),
      'products',
      'product',
    );
    unique(
      catalogue.products.flatMap((p) => [p.sku, ...p.variants.map((v) => v.sku)]),
      'products',
      'sku',
    );
    unique(
      catalogue.collections.map((c) => c.slug),
      'collections',
      'collection',
    );

    catalogue.products.forEach((product, index) => {
      const at = (...path: (string | number)[]) => ['products', index, ...path];
      if (!categories.has(product.category)) issue(at('category'), 'Unknown category');
      if (product.brand !== null && !brands.has(product.brand)) issue(at('brand'), 'Unknown brand');
      if (product.label !== null && !labels.has(product.label)) issue(at('label'), 'Unknown label');
      if (product.size_chart !== null && !charts.has(product.size_chart)) {
        issue(at('size_chart'), 'Unknown size chart');
      }
      product.tags.forEach((tag, t) => {
        if (!tags.has(tag)) issue(at('tags', t), `Unknown tag "${tag}"`);
      });
      if (product.price > product.mrp) issue(at('price'), 'The price is above the list price');
      const attributes = new Map(
        product.variable_attributes.map((a) => [a.name, new Set(a.options.map((o) => o.value))]),
      );
      if (attributes.size > 0 && product.variants.length === 0) {
        issue(at('variants'), 'A product with variable attributes needs variants');
      }
      product.variants.forEach((variant, v) => {
        const names = Object.keys(variant.options);
        if (names.length !== attributes.size || names.some((name) => !attributes.has(name))) {
          issue(at('variants', v, 'options'), 'Give one option per variable attribute');
        }
        for (const [name, value] of Object.entries(variant.options)) {
          if (attributes.get(name)?.has(value) === false) {
            issue(at('variants', v, 'options', name), `Unknown option "${value}"`);
          }
        }
        if (variant.price > variant.mrp) issue(at('variants', v, 'price'), 'Above the list price');
      });
    });

    catalogue.collections.forEach((collection, index) => {
      collection.products.forEach((slug, p) => {
        if (!products.has(slug)) issue(['collections', index, 'products', p], 'Unknown product');
      });
    });
  });
/** A parsed catalogue, defaults applied. */
export type CatalogueDataset = z.infer<typeof catalogueDatasetSchema>;
/** A catalogue as written. */
export type CatalogueDatasetInput = z.input<typeof catalogueDatasetSchema>;
