import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { ProductGrid } from '../../../schemas/api/catalogue-listings.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';

/**
 * `catalogue.relatedProducts` of product `key` (spec §7): up to 8 products of the same
 * category, best rated first. A failure answers an empty list: related products are a bonus.
 */
export function relatedProductsQuery(api: ApiClient, key: string) {
  return queryOptions({
    queryKey: ['related-products', key],
    queryFn: async ({ signal }): Promise<ProductGrid> => {
      try {
        return (await api.call(catalogue.relatedProducts, { params: { id: key }, signal })).data;
      } catch {
        return { products: [] };
      }
    },
  });
}
