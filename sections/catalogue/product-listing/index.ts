import { defineSection } from '../../../registry/index.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { parseListingParams } from './listing-params.ts';
import { facetsQuery, listingQuery } from './listing-query.ts';
import { listingScopeOf } from './listing-scope.ts';
import { listingFacets, productListingSchema } from './schema.ts';

export const productListing = defineSection({
  key: 'product-listing',
  title: 'Product listing',
  group: 'catalogue',
  schema: productListingSchema,
  component: () => import('./ProductListing.tsx'),
  pageTypes: ['shop', 'category', 'collection', 'page'],
  // The request URL says what is listed, filtered, sorted and how many pages are shown, so the
  // server renders exactly what the shopper asked for (DESIGN §3).
  load: (props, ctx) => {
    const api = ctx.api as ApiClient;
    const scope = listingScopeOf(ctx.url.pathname, ctx.url.searchParams);
    const state = parseListingParams(ctx.url.searchParams);
    const request = {
      filters: state.filters,
      sort: state.sort ?? props.default_sort,
      perPage: props.per_page,
    };
    return [
      listingQuery(api, scope, request, state.page),
      ...(props.show_filters ? [facetsQuery(api, scope, state.filters)] : []),
    ];
  },
  presets: [
    {
      name: 'Shop with filters',
      props: {
        heading: 'Shop all',
        per_page: 12,
        columns: 4,
        pagination: 'store',
        show_filters: true,
        facets: [...listingFacets],
        show_breadcrumb: true,
        show_header: true,
        default_sort: 'newest',
      },
    },
    {
      name: 'Simple grid',
      props: {
        per_page: 8,
        columns: 3,
        pagination: 'load-more',
        show_filters: false,
        facets: [...listingFacets],
        show_breadcrumb: false,
        show_header: true,
        default_sort: 'rating',
      },
    },
  ],
});
