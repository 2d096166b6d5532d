import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { productQuery } from '../../../runtime/commerce/product/product-query.ts';
import type { Gallery, PincodeAvailability } from '../../../schemas/api/content.ts';

/**
 * The plugins' endpoint rows, loaded with the first call that needs them: the server prefetches
 * the custom gallery, so a product page's browser loads them only for a pincode check.
 */
const loadPlugins = () => import('../../../schemas/api/endpoints/plugins.ts');

/**
 * The gallery tied to the page's product by the custom gallery plugin (`plugins.customGallery`,
 * spec §7), e.g. embroidery ideas for a cap; `null` when the
 * product has none (the API then answers the product's own pictures) or the call fails. Keyed by
 * the product key so the server can prefetch it in the same pass as the product.
 */
export function customGalleryQuery(api: ApiClient, queryClient: QueryClient, key: string) {
  return queryOptions({
    queryKey: ['custom-gallery', key],
    queryFn: async ({ signal }): Promise<Gallery | null> => {
      try {
        const { product } = await queryClient.ensureQueryData(productQuery(api, key));
        const plugins = await loadPlugins();
        const { data: gallery } = await api.call(plugins.customGallery, {
          body: { product_id: product.id },
          signal,
        });
        if (gallery.id === `product-${product.id}`) return null;
        return gallery.images.length > 0 ? gallery : null;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `plugins.pincodeCheck` (`?pincode=`, spec §7): delivery days, or not serviceable. */
export function pincodeQuery(api: ApiClient, pincode: string) {
  return queryOptions({
    queryKey: ['pincode', pincode],
    queryFn: async ({ signal }): Promise<PincodeAvailability> => {
      const plugins = await loadPlugins();
      return (await api.call(plugins.pincodeCheck, { query: { pincode }, signal })).data;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/**
 * The origin the page was asked at, for absolute URLs in JSON-LD and share links. The server puts
 * the request's origin in the page's query cache, so SSR and hydration print the same URLs.
 */
export function pageOriginQuery(origin?: string) {
  return queryOptions({
    queryKey: ['page-origin'],
    queryFn: (): string => origin ?? (typeof window === 'undefined' ? '' : window.location.origin),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
