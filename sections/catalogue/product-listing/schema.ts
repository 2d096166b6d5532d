import { productSorts } from '../../../schemas/api-constants.ts';

/** Filter groups a listing can offer, in the order they are shown. */
export const listingFacets = [
  'category',
  'brand',
  'price',
  'colour',
  'size',
  'label',
  'tags',
  'attribute',
] as const;
export type ListingFacet = (typeof listingFacets)[number];

/**
 * Props of the product-listing section: the shop, a category, a collection or search results,
 * decided by the page's path (`/shop-online`, `/product-category/{slug...}`,
 * `/product-collection/{slug...}`, `/search?q=`). Filters, sort and page live in the URL.
 */
export const productListingSchema = {
  type: 'object',
  properties: {
    /** Heading of the whole shop and of search results; categories and collections show their name. */
    heading: { type: 'string', title: 'Heading', maxLength: 120 },
    /** Products per page (each 'Load more' or scroll step). @default 12 */
    per_page: { type: 'integer', title: 'Products per page', minimum: 4, maximum: 48, default: 12 },
    /** Columns on wide screens until the shopper picks others with the grid selector. @default 4 */
    columns: { type: 'integer', title: 'Columns', enum: [2, 3, 4], default: 4 },
    /**
     * How more products load: the store setting `catalogue_pagination`, a 'Load more' button, or
     * infinite scroll. @default 'store'
     */
    pagination: {
      type: 'string',
      title: 'More products',
      enum: ['store', 'load-more', 'infinite'],
      default: 'store',
    },
    /** Show the filters (a sidebar on wide screens, a drawer on phones). @default true */
    show_filters: { type: 'boolean', title: 'Show filters', default: true },
    /** Filter groups offered, in this order. @default every group */
    facets: {
      type: 'array',
      title: 'Filters',
      items: { type: 'string', enum: listingFacets },
      uniqueItems: true,
      default: [...listingFacets],
    },
    /** Show the breadcrumb. @default true */
    show_breadcrumb: { type: 'boolean', title: 'Show breadcrumb', default: true },
    /** Show the heading, the description and the subcategories. @default true */
    show_header: { type: 'boolean', title: 'Show heading', default: true },
    /** Order before the shopper picks one. @default 'newest' */
    default_sort: { type: 'string', title: 'Default order', enum: productSorts, default: 'newest' },
  },
  additionalProperties: false,
} as const;
