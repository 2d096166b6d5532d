import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { ProductGrid } from '../../../schemas/api/catalogue-listings.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';

/**
 * The remembered products as cards, fresh from `catalogue.productGrid` by ids (prices
 * and stock change; unpublished products drop out), in the order given.
 */
export function recentlyViewedQuery(api: ApiClient, ids: readonly number[]) {
  return queryOptions({
    queryKey: ['recently-viewed', ids],
    queryFn: async ({ signal }): Promise<ProductGrid> => {
      const body = { ids: [...ids], limit: ids.length };
      return (await api.call(catalogue.productGrid, { body, signal })).data;
    },
  });
}
