import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { productFiltersSchema } from './catalogue-listings.ts';

// The facets of a listing (spec §7 `product/filters/all/{id}`): what the filter panel offers,
// with how many products each value would show.

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
