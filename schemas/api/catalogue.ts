import { z } from 'zod';
import { imageSchema } from './image.ts';

// Catalogue contract (spec §7 "Search, products and catalogue", spec §3 "Product"): the product
// and what every catalogue answer shares. Listings, facets, categories and search build on it in
// catalogue-listings.ts, catalogue-facets.ts, catalogue-categories.ts and catalogue-search.ts.
//
// Money: every price is a JSON number in the currency's major unit (rupees, not paise) with at
// most two decimals, e.g. `2499.5`. The server computes prices in SQL `numeric`, so totals never
// drift; the storefront formats them with the channel's currency.

/** A price in the currency's major unit, at most two decimals, never negative. */
export const moneySchema = z.number().nonnegative();

/** A URL slug: lower-case letters and digits separated by single hyphens, e.g. `rain-jackets`. */
export const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'This field is not valid' });

/** A reference to a brand, category or tag. */
export const catalogueRefSchema = z.object({
  /** Database id. */
  id: z.number().int().positive(),
  /** Display name. */
  name: z.string(),
  /** URL slug. */
  slug: z.string(),
});
export type CatalogueRef = z.infer<typeof catalogueRefSchema>;

/** A badge on a product card, e.g. `{ name: 'Sale', color: '#b91c1c' }`. */
export const productLabelSchema = z.object({
  /** Text of the badge. */
  name: z.string(),
  /** CSS colour of the badge background. */
  color: z.string(),
});
export type ProductLabel = z.infer<typeof productLabelSchema>;

/** Review aggregates, kept up to date by the reviews domain. */
export const productRatingSchema = z.object({
  /** Mean of the ratings, 0–5, two decimals; 0 when there is none. @default 0 */
  average: z.number().min(0).max(5).default(0),
  /** Number of ratings. @default 0 */
  count: z.number().int().nonnegative().default(0),
});
export type ProductRating = z.infer<typeof productRatingSchema>;

/**
 * Price and stock of a product on the store's channel (spec §3 `channel.sku`,
 * `channel.selling_price`). For a product with variants: the cheapest variant's prices and the
 * summed stock of all variants.
 */
export const productChannelSchema = z.object({
  /** Stock keeping unit of the product. */
  sku: z.string(),
  /** What the shopper pays. */
  selling_price: moneySchema,
  /** List price (maximum retail price); above `selling_price` when discounted. */
  mrp: moneySchema,
  /** Units available (all variants together). */
  stock: z.number().int().nonnegative(),
  /** Whether at least one unit can be bought. */
  is_in_stock: z.boolean(),
});
export type ProductChannel = z.infer<typeof productChannelSchema>;

/** One option of a variable attribute, e.g. `{ value: 'red', label: 'Red', hex: '#b91c1c' }`. */
export const attributeOptionSchema = z.object({
  /** Value used in variant options and filters. */
  value: z.string(),
  /** Display text. */
  label: z.string(),
  /** Swatch colour, for colour attributes. */
  hex: z.string().optional(),
});
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

/** A variable attribute (colour, size) of a product with its options in display order. */
export const variableAttributeSchema = z.object({
  /** Key used in variant options and the `variable` filter, e.g. `colour`. */
  name: z.string(),
  /** Display name, e.g. `Colour`. */
  label: z.string(),
  /** The options this product comes in. */
  options: z.array(attributeOptionSchema),
});
export type VariableAttribute = z.infer<typeof variableAttributeSchema>;

/** A purchasable variant of a product: one option per variable attribute. */
export const productVariantSchema = z.object({
  /** Database id. */
  id: z.number().int().positive(),
  /** Unique stock keeping unit; `/product/{slug}?sku={sku}` selects it. */
  sku: z.string(),
  /** Attribute name to option value, e.g. `{ colour: 'red', size: 'm' }`. */
  options: z.record(z.string(), z.string()),
  /** What the shopper pays for this variant. */
  selling_price: moneySchema,
  /** List price of this variant. */
  mrp: moneySchema,
  /** Units available. */
  stock: z.number().int().nonnegative(),
  /** Whether at least one unit can be bought. */
  is_in_stock: z.boolean(),
  /** Images of this variant (e.g. in its colour); empty means "use the product's". @default [] */
  images: z.array(imageSchema).default([]),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A size chart: an image, a table (first row is the header), or both. */
export const sizeChartSchema = z.object({
  /** Title, e.g. `Footwear sizes`. */
  name: z.string(),
  /** Chart as an image. @default null */
  image: imageSchema.nullable().default(null),
  /** Chart as a table; the first row holds the column headings. @default null */
  rows: z.array(z.array(z.string())).nullable().default(null),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** Search-engine meta of a product (spec §3 `meta`). */
export const productMetaSchema = z.object({
  /** Title for search engines; falls back to the product name. */
  meta_title: z.string(),
  /** Description for search engines; falls back to the short description. */
  meta_description: z.string(),
});

/** A fixed attribute of a product, e.g. `{ name: 'material', label: 'Material', value: 'Nylon' }`. */
export const productSpecificationSchema = z.object({
  /** Key used by the `attribute` filter. */
  name: z.string(),
  /** Display name. */
  label: z.string(),
  /** Value. */
  value: z.string(),
});

/** A product as listed on grids, shop, category and collection pages. */
export const productCardSchema = z.object({
  /** Database id. */
  id: z.number().int().positive(),
  /** Display name. */
  name: z.string(),
  /** URL slug: the product page is `/product/{slug}`. */
  slug: z.string(),
  /** Brand, or `null` for unbranded goods. */
  brand: catalogueRefSchema.nullable(),
  /** The product's own (deepest) category. */
  category: catalogueRefSchema,
  /** Price and stock. */
  channel: productChannelSchema,
  /** Main image; `null` when the product has none. */
  base_image: imageSchema.nullable(),
  /** Second image shown on hover; `null` when the product has a single image. */
  hover_image: imageSchema.nullable(),
  /** Badges. @default [] */
  labels: z.array(productLabelSchema).default([]),
  /** Review aggregates. */
  rating: productRatingSchema,
  /** Whether the shopper must pick options before adding to cart. */
  has_variants: z.boolean(),
  /** Colour swatches of the variants, in display order. @default [] */
  colours: z.array(attributeOptionSchema).default([]),
  /** Whether the shopper may personalise it (spec §3 "Customisation per product"). @default false */
  is_customisation_enabled: z.boolean().default(false),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A product with everything its page shows (`GET /api/product/single-product/{id}`). */
export const productDetailSchema = productCardSchema.extend({
  /** Every image in order; the first is `base_image`. */
  gallery: z.array(imageSchema),
  /** Image for social sharing; `null` falls back to the base image (spec §9). */
  social_sharing_image: imageSchema.nullable(),
  /** Search-engine meta. */
  meta: productMetaSchema,
  /** Tags. */
  tags: z.array(catalogueRefSchema),
  /** Variable attributes (colour, size) and their options; empty without variants. */
  variable_attributes: z.array(variableAttributeSchema),
  /** Purchasable variants; empty for a simple product. */
  variants: z.array(productVariantSchema),
  /** Fixed attributes (material, weight...). */
  specifications: z.array(productSpecificationSchema),
  /** Size chart, or `null`. */
  size_chart: sizeChartSchema.nullable(),
  /** Long description, HTML written by the store. */
  description: z.string(),
  /** One-paragraph summary, plain text. */
  short_description: z.string(),
  /** The variant whose sku was asked for, or `null` when the product was asked by slug or id. */
  selected_sku: z.string().nullable(),
  /** When the product was added, ISO 8601. */
  created_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Page position of a paged answer. */
export const paginationSchema = z.object({
  /** Current page, from 1. */
  page: z.number().int().positive(),
  /** Items per page. */
  per_page: z.number().int().positive(),
  /** Items over all pages. */
  total: z.number().int().nonnegative(),
  /** Last page number; 1 when there is nothing. */
  last_page: z.number().int().positive(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Query of `GET /api/product/single-product/{id}`. */
export const singleProductQuerySchema = z.object({
  /** `false` also answers an unpublished product (a draft preview link). @default true */
  is_published: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
});
export type SingleProductQuery = z.input<typeof singleProductQuerySchema>;

/** `data` of `GET /api/product/single-product/{id}`. */
export const singleProductSchema = z.object({
  /** The product. */
  product: productDetailSchema,
});
export type SingleProduct = z.infer<typeof singleProductSchema>;
