import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type {
  ProductGrid,
  ProductGridRequest,
  ProductSort,
} from '../../../schemas/api/catalogue-listings.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';

/** What a product grid picks its products by (the section's props). */
export interface ProductGridSource {
  ids?: readonly number[] | undefined;
  category?: string | undefined;
  collection?: string | undefined;
  tag?: string | undefined;
  limit: number;
  sort: ProductSort;
}

/** The body of `catalogue.productGrid` for a grid's props: ids win over the rest. */
export function productGridRequest(source: ProductGridSource): ProductGridRequest {
  if (source.ids && source.ids.length > 0) return { ids: [...source.ids], limit: source.limit };
  return {
    ...(source.category ? { category: source.category } : {}),
    ...(source.collection ? { collection: source.collection } : {}),
    ...(source.tag ? { tag: source.tag } : {}),
    limit: source.limit,
    sort: source.sort,
  };
}

/**
 * `catalogue.productGrid` as query options, shared by the section's `load` (server) and
 * its component (browser). The answer is parsed with the contract at the boundary.
 */
export function productGridQuery(api: ApiClient, source: ProductGridSource) {
  const body = productGridRequest(source);
  return queryOptions({
    queryKey: ['product-grid', body],
    queryFn: async ({ signal }): Promise<ProductGrid> =>
      (await api.call(catalogue.productGrid, { body, signal })).data,
  });
}
