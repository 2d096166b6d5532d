import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { parseContract } from '../../../runtime/api/contract.ts';
import type { ProductGrid } from '../../../schemas/api/catalogue.ts';

/**
 * `GET /api/product/single-product/{key}/related` (spec §7): up to 8 products of the same
 * category, best rated first. A failure answers an empty list: related products are a bonus.
 */
export function relatedProductsQuery(api: ApiClient, key: string) {
  return queryOptions({
    queryKey: ['related-products', key],
    queryFn: async ({ signal }): Promise<ProductGrid> => {
      try {
        const { data } = await api.get(
          `/api/product/single-product/${encodeURIComponent(key)}/related`,
          { silent: true, signal },
        );
        return await parseContract(data, () =>
          import('../../../schemas/api/catalogue.ts').then((m) => m.productGridSchema),
        );
      } catch {
        return { products: [] };
      }
    },
  });
}
