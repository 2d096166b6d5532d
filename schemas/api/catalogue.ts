import { z } from 'zod';
import { productSorts } from '../api-constants.ts';
import { imageSchema } from './image.ts';

// Catalogue contract (spec §7 "Search, products and catalogue", spec §3 "Product").
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

export { type ProductSort, productSorts } from '../api-constants.ts';

const filterValues = z.array(z.string().min(1).max(120)).max(50);
const slugValues = z.array(slugSchema).max(50);

/**
 * Filters of a product listing. Every filter narrows the result; values within one filter are
 * alternatives (brand a OR b). Unknown filter names are ignored; malformed values answer 422.
 */
export const productFiltersSchema = z.object({
  /** Fixed attributes: name to accepted values, e.g. `{ material: ['Nylon'] }`. */
  attribute: z.record(z.string().min(1).max(60), filterValues).optional(),
  /** Brand slugs. */
  brand: slugValues.optional(),
  /** Category slugs; a category includes its subcategories. */
  category: slugValues.optional(),
  /** Label names, e.g. `['Sale']`. */
  label: filterValues.optional(),
  /** Selling price range, inclusive. */
  price: z
    .object({
      /** Lowest price. */
      min: z.number({ message: 'The value must be numeric' }).nonnegative().optional(),
      /** Highest price. */
      max: z.number({ message: 'The value must be numeric' }).nonnegative().optional(),
    })
    .refine(
      (range) => range.min === undefined || range.max === undefined || range.min <= range.max,
      {
        message: 'The minimum price must not exceed the maximum price',
        path: ['min'],
      },
    )
    .optional(),
  /** Tag slugs. */
  tags: slugValues.optional(),
  /**
   * Variable attributes: a product matches when one of its variants has one of the colours AND
   * one of the sizes asked for.
   */
  variable: z
    .object({
      /** Colour values, e.g. `['red', 'navy']`. */
      colour: filterValues.optional(),
      /** Size values, e.g. `['m', 'l']`. */
      size: filterValues.optional(),
    })
    .optional(),
});
export type ProductFilters = z.infer<typeof productFiltersSchema>;

/** Body of the paged listings: category, collection, shop and search-products. */
export const productListingRequestSchema = z.object({
  /** Page to answer, from 1. @default 1 */
  page: z.number().int().positive().default(1),
  /** Products per page, at most 48. @default 12 */
  per_page: z.number().int().positive().max(48).default(12),
  /** Sort order. @default 'newest' */
  sort: z.enum(productSorts).default('newest'),
  /** Filters. @default {} */
  filters: productFiltersSchema.default({}),
});
export type ProductListingRequest = z.input<typeof productListingRequestSchema>;

/** A category with the path to it (`Footwear > Hiking boots`), for listing headers. */
export const categoryPageSchema = catalogueRefSchema.extend({
  /** Description, plain text. */
  description: z.string(),
  /** Banner image, or `null`. */
  image: imageSchema.nullable(),
  /** Id of the parent category, `null` at the top. */
  parent_id: z.number().int().positive().nullable(),
  /** From the top category down to this one, inclusive. */
  breadcrumb: z.array(catalogueRefSchema),
  /** Direct subcategories. */
  children: z.array(catalogueRefSchema),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** A collection, for listing headers. */
export const collectionPageSchema = catalogueRefSchema.extend({
  /** Description, plain text. */
  description: z.string(),
  /** Banner image, or `null`. */
  image: imageSchema.nullable(),
  /** Always the collection itself: collections are flat. */
  breadcrumb: z.array(catalogueRefSchema),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

/**
 * `data` of the paged listings (`POST /api/product/product-category/{id}`,
 * `/product-collection/{id}`, `/shop/{id}`, `/search/search-products`).
 */
export const productListingSchema = z.object({
  /** The category listed, or `null`. */
  category: categoryPageSchema.nullable(),
  /** The collection listed, or `null`. */
  collection: collectionPageSchema.nullable(),
  /** One page of products. */
  products: z.array(productCardSchema),
  /** Where this page is. */
  pagination: paginationSchema,
});
export type ProductListing = z.infer<typeof productListingSchema>;

/** Body of `POST /api/product/product-grid`: pick products by ids, category, collection or tag. */
export const productGridRequestSchema = z.object({
  /** Product ids; the answer keeps their order. */
  ids: z.array(z.number().int().positive()).max(48).optional(),
  /** Category slug or id (subcategories included). */
  category: z.union([slugSchema, z.number().int().positive()]).optional(),
  /** Collection slug or id. */
  collection: z.union([slugSchema, z.number().int().positive()]).optional(),
  /** Tag slug. */
  tag: slugSchema.optional(),
  /** Most products to answer. @default 8 */
  limit: z.number().int().positive().max(48).default(8),
  /** Sort order, when not picking by ids. @default 'newest' */
  sort: z.enum(productSorts).default('newest'),
});
export type ProductGridRequest = z.input<typeof productGridRequestSchema>;

/** `data` of `POST /api/product/product-grid` and of related products. */
export const productGridSchema = z.object({
  /** The products. */
  products: z.array(productCardSchema),
});
export type ProductGrid = z.infer<typeof productGridSchema>;

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

/** One value of a facet with how many products of the current selection have it. */
export const facetValueSchema = z.object({
  /** The filter value to send (slug, label name or option value). */
  value: z.string(),
  /** Display text. */
  label: z.string(),
  /** Products matching the current filters (this facet's own filter left out) with this value. */
  count: z.number().int().nonnegative(),
  /** Swatch colour (colour values). */
  hex: z.string().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/** A facet over an attribute, e.g. colour, size or material. */
export const attributeFacetSchema = z.object({
  /** Attribute key: the filter name inside `variable` or `attribute`. */
  name: z.string(),
  /** Display name. */
  label: z.string(),
  /** Values in display order. */
  values: z.array(facetValueSchema),
});
export type AttributeFacet = z.infer<typeof attributeFacetSchema>;

/**
 * Query of `GET /api/product/filters/all/{id}`: the current filters as the same JSON object the
 * listing body carries, URL-encoded, e.g. `?filters=%7B%22brand%22%3A%5B%22summit%22%5D%7D`;
 * `query` is the search text when `{id}` is `search`.
 */
export const productFacetsQuerySchema = z.object({
  /** JSON of `ProductFilters`. @default {} */
  filters: z
    .string()
    .max(4000)
    .optional()
    .transform((value, ctx): unknown => {
      if (value === undefined || value.trim() === '') return {};
      try {
        return JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'The value must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(productFiltersSchema),
  /** Search text, for `{id}` = `search`. @default '' */
  query: z.string().max(200).default(''),
});
export type ProductFacetsQuery = z.input<typeof productFacetsQuerySchema>;

/**
 * `data` of `GET /api/product/filters/all/{id}`: the facets of a listing. Each facet lists the
 * values found in the listing's scope (category, collection, search or the whole shop), counted
 * over the products that match every current filter except the facet's own, so choosing a
 * second brand still shows how many the other brands would add.
 */
export const productFacetsSchema = z.object({
  /** Products matching every current filter: the listing's `pagination.total`. */
  total: z.number().int().nonnegative(),
  /** Brands. */
  brands: z.array(facetValueSchema),
  /** Categories of the scope, subcategories counted into their parents. */
  categories: z.array(facetValueSchema),
  /** Labels. */
  labels: z.array(facetValueSchema),
  /** Tags. */
  tags: z.array(facetValueSchema),
  /** Lowest and highest selling price over the matches, the price filter left out. */
  price: z.object({ min: moneySchema, max: moneySchema }),
  /** Variable attributes: colour (with `hex`) and size. */
  variables: z.array(attributeFacetSchema),
  /** Fixed attributes (material...). */
  attributes: z.array(attributeFacetSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** A category on a grid or in the tree, with its image and published product count. */
export const categoryCardSchema = catalogueRefSchema.extend({
  /** Id of the parent category, `null` at the top. */
  parent_id: z.number().int().positive().nullable(),
  /** Description, plain text. */
  description: z.string(),
  /** Image, or `null`. */
  image: imageSchema.nullable(),
  /** Published products in this category and its subcategories. */
  product_count: z.number().int().nonnegative(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/** A node of the category tree. */
export type CategoryNode = CategoryCard & { children: CategoryNode[] };
/** A category with its subcategories, recursively. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = categoryCardSchema.extend({
  /** Subcategories in display order. */
  get children() {
    return z.array(categoryNodeSchema);
  },
});

/** Body of `POST /api/category/category-grid`. */
export const categoryGridRequestSchema = z.object({
  /** Category ids; the answer keeps their order. */
  ids: z.array(z.number().int().positive()).max(48).optional(),
  /** Slug or id of a parent: answer its direct subcategories. Without ids or parent: the top. */
  parent: z.union([slugSchema, z.number().int().positive()]).optional(),
});
export type CategoryGridRequest = z.input<typeof categoryGridRequestSchema>;

/** `data` of `POST /api/category/category-grid`. */
export const categoryGridSchema = z.object({
  /** The categories. */
  categories: z.array(categoryCardSchema),
});
export type CategoryGrid = z.infer<typeof categoryGridSchema>;

/** Query of `GET /api/category/all`. */
export const categoryTreeQuerySchema = z.object({
  /** Id or slug of the category whose subtree to answer. Without it: the whole tree. */
  category_id: z.string().max(120).optional(),
});
export type CategoryTreeQuery = z.input<typeof categoryTreeQuerySchema>;

/** `data` of `GET /api/category/all`. */
export const categoryTreeSchema = z.object({
  /** Top categories (or the asked category's children), each with its subtree. */
  categories: z.array(categoryNodeSchema),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** A tag with its published product count. */
export const tagCardSchema = catalogueRefSchema.extend({
  /** Published products with this tag. */
  product_count: z.number().int().nonnegative(),
});

/** `data` of `GET /api/tag/all`. */
export const tagListSchema = z.object({
  /** Every tag, by name. */
  tags: z.array(tagCardSchema),
});
export type TagList = z.infer<typeof tagListSchema>;

export { SEARCH_MIN_LENGTH } from '../api-constants.ts';

/** Query of `GET /api/search/search` (the mini-search as the shopper types). */
export const searchSuggestionsQuerySchema = z.object({
  /** What the shopper typed. @default '' */
  query: z.string().max(200).default(''),
});
export type SearchSuggestionsQuery = z.input<typeof searchSuggestionsQuerySchema>;

/** A product suggestion. */
export const productSuggestionSchema = z.object({
  /** Database id. */
  id: z.number().int().positive(),
  /** Display name. */
  name: z.string(),
  /** URL slug. */
  slug: z.string(),
  /** Base image, or `null`. */
  image: imageSchema.nullable(),
  /** Selling price (the cheapest variant's). */
  selling_price: moneySchema,
  /** List price. */
  mrp: moneySchema,
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** `data` of `GET /api/search/search`. */
export const searchSuggestionsSchema = z.object({
  /** Up to 6 products whose name, sku or brand contains the text. */
  products: z.array(productSuggestionSchema),
  /** Up to 4 categories whose name contains the text. */
  categories: z.array(catalogueRefSchema),
  /** Every product that matches, for a 'See all results' link. */
  total: z.number().int().nonnegative(),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Body of `POST /api/search/search-products`: a listing request plus the text. */
export const searchProductsRequestSchema = productListingRequestSchema.extend({
  /** Search text; shorter than `SEARCH_MIN_LENGTH` answers an empty page. */
  query: z.string().max(200),
});
export type SearchProductsRequest = z.input<typeof searchProductsRequestSchema>;

/** `data` of `POST /api/search/search-products`: a listing plus the text searched. */
export const searchProductsSchema = productListingSchema.extend({
  /** The text searched, trimmed. */
  query: z.string(),
});
export type SearchProducts = z.infer<typeof searchProductsSchema>;
