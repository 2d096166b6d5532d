import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { parseContract } from '../../../runtime/api/contract.ts';
import type { ProductGrid } from '../../../schemas/api/catalogue.ts';

/**
 * The remembered products as cards, fresh from `POST /api/product/product-grid` by ids (prices
 * and stock change; unpublished products drop out), in the order given.
 */
export function recentlyViewedQuery(api: ApiClient, ids: readonly number[]) {
  return queryOptions({
    queryKey: ['recently-viewed', ids],
    queryFn: async ({ signal }): Promise<ProductGrid> => {
      const { data } = await api.post('/api/product/product-grid', {
        body: { ids: [...ids], limit: ids.length },
        silent: true,
        signal,
      });
      return parseContract(data, () =>
        import('../../../schemas/api/catalogue.ts').then((m) => m.productGridSchema),
      );
    },
  });
}
