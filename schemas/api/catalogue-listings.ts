import { z } from 'zod';
import { productSorts } from '../api-constants.ts';
import {
  catalogueRefSchema,
  paginationSchema,
  productCardSchema,
  slugSchema,
} from './catalogue.ts';
import { imageSchema } from './image.ts';

// Product listings of the catalogue contract (spec §7 "Search, products and catalogue"): the
// shop, a category or a collection, paged, filtered and sorted, and the product grid section.

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
