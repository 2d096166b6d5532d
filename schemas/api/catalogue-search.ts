import { z } from 'zod';
import { catalogueRefSchema, moneySchema } from './catalogue.ts';
import { productListingRequestSchema, productListingSchema } from './catalogue-listings.ts';
import { imageSchema } from './image.ts';

// Search of the catalogue contract (spec §7 `search/*`): suggestions as the shopper types, and
// the results page, a listing of what matches.

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
