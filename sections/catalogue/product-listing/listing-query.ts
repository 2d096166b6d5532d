import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { ProductFacets } from '../../../schemas/api/catalogue-facets.ts';
import type {
  ProductFilters,
  ProductListing,
  ProductSort,
} from '../../../schemas/api/catalogue-listings.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';
import { facetsId, type ListingScope, listingRow } from './listing-scope.ts';

/** What one listing request asks for besides the page. */
export interface ListingRequest {
  filters: ProductFilters;
  sort: ProductSort;
  perPage: number;
}

async function fetchPage(
  api: ApiClient,
  scope: ListingScope,
  request: ListingRequest,
  page: number,
  signal: AbortSignal,
): Promise<ProductListing> {
  const body = { page, per_page: request.perPage, sort: request.sort, filters: request.filters };
  if (scope.kind === 'search') {
    const query = scope.query;
    return (await api.call(catalogue.searchProducts, { body: { ...body, query }, signal })).data;
  }
  const params = { id: scope.key };
  return (await api.call(listingRow(scope), { params, body, signal })).data;
}

/**
 * Pages 1 to `throughPage` of a listing as one answer (products in order, the pagination of the
 * last page fetched), shared by the section's `load` and its component. Page 1 comes first, to
 * learn the last page; the others follow in parallel, never beyond the last page, so a URL asking
 * for page 50 of a three-page listing costs three requests.
 */
export function listingQuery(
  api: ApiClient,
  scope: ListingScope,
  request: ListingRequest,
  throughPage: number,
) {
  return queryOptions({
    queryKey: ['product-listing', scope, request, throughPage],
    queryFn: async ({ signal }): Promise<ProductListing> => {
      const first = await fetchPage(api, scope, request, 1, signal);
      const last = Math.min(throughPage, first.pagination.last_page);
      if (last <= 1) return first;
      const rest = await Promise.all(
        Array.from({ length: last - 1 }, (_, index) =>
          fetchPage(api, scope, request, index + 2, signal),
        ),
      );
      const final = rest.at(-1) ?? first;
      return {
        ...first,
        products: [first, ...rest].flatMap((page) => page.products),
        pagination: { ...final.pagination, page: last },
      };
    },
  });
}

/**
 * `catalogue.productFilters`: the facets of a listing with counts for the current
 * filters, which travel as URL-encoded JSON (examples/api README "Facets").
 */
export function facetsQuery(api: ApiClient, scope: ListingScope, filters: ProductFilters) {
  return queryOptions({
    queryKey: ['product-facets', scope, filters],
    queryFn: async ({ signal }): Promise<ProductFacets> => {
      const query: Record<string, string> = {};
      if (Object.keys(filters).length > 0) query.filters = JSON.stringify(filters);
      if (scope.kind === 'search') query.query = scope.query;
      const params = { id: facetsId(scope) };
      return (await api.call(catalogue.productFilters, { params, query, signal })).data;
    },
  });
}
