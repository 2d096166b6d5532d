import { endpoint } from '../endpoint.ts';

// spec §7 "Search, products and catalogue". Rows of the endpoint table: see schemas/api/endpoint.ts.

/** Product cards for a grid: picked ids in their order, or by category, collection or tag. */
export const productGrid = endpoint({
  method: 'POST',
  path: '/api/product/product-grid',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-listings.ts').then((m) => ({
      body: m.productGridRequestSchema,
      data: m.productGridSchema,
    })),
});

/** One page of a category's listing (`:id` is its slug or id), with its filters and sort. */
export const productCategory = endpoint({
  method: 'POST',
  path: '/api/product/product-category/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-listings.ts').then((m) => ({
      body: m.productListingRequestSchema,
      data: m.productListingSchema,
    })),
});

/** One page of a collection's listing (`:id` is its slug or id), with its filters and sort. */
export const productCollection = endpoint({
  method: 'POST',
  path: '/api/product/product-collection/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-listings.ts').then((m) => ({
      body: m.productListingRequestSchema,
      data: m.productListingSchema,
    })),
});

/** One page of the shop (`:id` is `shop-online` for all of it, or a category narrowing it). */
export const shop = endpoint({
  method: 'POST',
  path: '/api/shop/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-listings.ts').then((m) => ({
      body: m.productListingRequestSchema,
      data: m.productListingSchema,
    })),
});

/**
 * The facets of a listing with counts for the current filters (`:id` is the shop, category or
 * collection key, or `search` with the text in `query`).
 */
export const productFilters = endpoint({
  method: 'GET',
  path: '/api/product/filters/all/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-facets.ts').then((m) => ({
      query: m.productFacetsQuerySchema,
      data: m.productFacetsSchema,
    })),
});

/** A product page's product by its slug, id or sku, with variants and details. */
export const singleProduct = endpoint({
  method: 'GET',
  path: '/api/product/single-product/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue.ts').then((m) => ({
      query: m.singleProductQuerySchema,
      data: m.singleProductSchema,
    })),
});

/** Up to 8 products of the same category as product `:id`, best rated first. */
export const relatedProducts = endpoint({
  method: 'GET',
  path: '/api/product/single-product/:id/related',
  access: 'guest',
  silent: true,
  schemas: () => import('../catalogue-listings.ts').then((m) => ({ data: m.productGridSchema })),
});

/** Category cards: picked ids, a parent's subcategories, or the top categories. */
export const categoryGrid = endpoint({
  method: 'POST',
  path: '/api/category/category-grid',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-categories.ts').then((m) => ({
      body: m.categoryGridRequestSchema,
      data: m.categoryGridSchema,
    })),
});

/** The category tree, whole or under `category_id`, with product counts. */
export const categoryTree = endpoint({
  method: 'GET',
  path: '/api/category/all',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-categories.ts').then((m) => ({
      query: m.categoryTreeQuerySchema,
      data: m.categoryTreeSchema,
    })),
});

/** Every tag with its number of published products. */
export const tags = endpoint({
  method: 'GET',
  path: '/api/tag/all',
  access: 'guest',
  silent: true,
  schemas: () => import('../catalogue-categories.ts').then((m) => ({ data: m.tagListSchema })),
});

/** Suggestions while the shopper types: a few products and categories, and the match count. */
export const searchSuggestions = endpoint({
  method: 'GET',
  path: '/api/search/search',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-search.ts').then((m) => ({
      query: m.searchSuggestionsQuerySchema,
      data: m.searchSuggestionsSchema,
    })),
});

/** One page of the search results for a text, with filters and sort. */
export const searchProducts = endpoint({
  method: 'POST',
  path: '/api/search/search-products',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../catalogue-search.ts').then((m) => ({
      body: m.searchProductsRequestSchema,
      data: m.searchProductsSchema,
    })),
});
