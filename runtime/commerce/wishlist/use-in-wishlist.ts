import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context.tsx';
import { useStorefront } from '../../storefront/use-storefront.ts';
import { type CachedWishlist, wishlistQuery, wishlistQueryKey } from './wishlist-count-query.ts';
import { wishlistProductIds } from './wishlist-ids.ts';

/**
 * In the browser: whether `productId` is on the logged-in customer's wishlist (always `false` for
 * a guest), read from the wishlist query the header's count shares, so an optimistic change
 * shows at once.
 */
export function useInWishlistInBrowser(productId: number): boolean {
  const api = useApi();
  const { isLoggedIn } = useStorefront();
  const { data } = useQuery({ ...wishlistQuery(api), enabled: isLoggedIn });
  return isLoggedIn && wishlistProductIds(data).has(productId);
}

/**
 * On the server: the same answer read straight from the query cache, which holds what the browser
 * will hydrate with (a customer's wishlist, prefetched with their page; nothing for a guest).
 * Nothing changes it while the page is drawn, so a heart needs no query observer of its own: a
 * grid's eight cost home 0.45 ms of each render.
 */
export function useInWishlistOnServer(productId: number): boolean {
  const { isLoggedIn } = useStorefront();
  const client = useQueryClient();
  // a guest's heart is empty: no need to look
  if (!isLoggedIn) return false;
  return wishlistProductIds(client.getQueryData<CachedWishlist | null>(wishlistQueryKey)).has(
    productId,
  );
}

/** Whether `productId` is on the logged-in customer's wishlist (always `false` for a guest). */
export const useInWishlist = import.meta.env.SSR ? useInWishlistOnServer : useInWishlistInBrowser;
