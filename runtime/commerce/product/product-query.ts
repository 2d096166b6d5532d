import { queryOptions } from '@tanstack/react-query';
import type { ProductDetail, SingleProduct } from '../../../schemas/api/catalogue.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';
import type { ApiClient } from '../../api/client.ts';
import type { PageLocation } from '../../routing/page-location.ts';

const selectProduct = (data: SingleProduct): ProductDetail => data.product;

/** Query key of the product page's product, by the slug (or id or sku) in its path. */
export const productQueryKey = (key: string) => ['product', key] as const;

/**
 * The product of `catalogue.singleProduct` (spec §7) as query options, for the product sections'
 * `load` and for their components (and the quick view, which fetches on open). The cache holds the
 * API's `{ product }` as it answered (runtime/seo finds the page's product there); `useQuery`
 * selects the product. A product that is missing or fails to load rejects: the section shows its
 * error state. The variant to show is the page's `?sku=`, applied by the component, so choosing
 * another variant never refetches.
 */
export function productQuery(api: ApiClient, key: string) {
  return queryOptions({
    queryKey: productQueryKey(key),
    queryFn: async ({ signal }): Promise<SingleProduct> =>
      (await api.call(catalogue.singleProduct, { params: { id: key }, signal })).data,
    select: selectProduct,
    staleTime: 60_000,
  });
}

/**
 * The product key of a product page (spec §2: "A /product/ path uses … the last slug segment"):
 * `/product/jackets/blue-shirt` and `/x/product/blue-shirt` give `blue-shirt`; `null` on any
 * other page.
 */
export function productKeyOf({
  pageType,
  slug,
}: Pick<PageLocation, 'pageType' | 'slug'>): string | null {
  return pageType === 'product' ? (slug.at(-1) ?? null) : null;
}
