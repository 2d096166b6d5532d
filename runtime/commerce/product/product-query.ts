import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail, SingleProduct } from '../../../schemas/api/catalogue.ts';
import type { ApiClient } from '../../api/client.ts';
import { parseContract } from '../../api/contract.ts';
import { pathSegments } from '../../routing/page-key.ts';

const selectProduct = (data: SingleProduct): ProductDetail => data.product;

/** Query key of the product page's product, by the slug (or id or sku) in its path. */
export const productQueryKey = (key: string) => ['product', key] as const;

/**
 * `GET /api/product/single-product/{key}` (spec §7) as query options, for the product sections'
 * `load` and for their components (and the quick view, which fetches on open). The cache holds the
 * API's `{ product }` as it answered (runtime/seo finds the page's product there); `useQuery`
 * selects the product. A product that is missing or fails to load rejects: the section shows its
 * error state. The variant to show is the page's `?sku=`, applied by the component, so choosing
 * another variant never refetches.
 */
export function productQuery(api: ApiClient, key: string) {
  return queryOptions({
    queryKey: productQueryKey(key),
    queryFn: async ({ signal }): Promise<SingleProduct> => {
      const { data } = await api.get(`/api/product/single-product/${encodeURIComponent(key)}`, {
        silent: true,
        signal,
      });
      return parseContract(data, () =>
        import('../../../schemas/api/catalogue.ts').then((m) => m.singleProductSchema),
      );
    },
    select: selectProduct,
    staleTime: 60_000,
  });
}

/**
 * The product key of a product page path (spec §2: "A /product/ path uses … the last slug
 * segment"): `/product/jackets/blue-shirt` gives `blue-shirt`; `null` for any other path.
 */
export function productKeyFromPath(pathname: string): string | null {
  const segments = pathSegments(pathname);
  const at = segments.indexOf('product');
  return at !== -1 && at < segments.length - 1 ? (segments.at(-1) ?? null) : null;
}
