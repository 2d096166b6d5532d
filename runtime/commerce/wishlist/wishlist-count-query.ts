import { queryOptions } from '@tanstack/react-query';
import * as wishlist from '../../../schemas/api/endpoints/wishlist-get.ts';
import type { WishlistItem } from '../../../schemas/api/wishlist.ts';
import type { ApiClient } from '../../api/client.ts';

/** Query key of the logged-in customer's wishlist. */
export const wishlistQueryKey = ['wishlist'] as const;

/** An entry an add is still sending: only its product is known until the API answers. */
export interface PendingWishlistEntry {
  product_id: number;
  pending: true;
}

/**
 * The wishlist as the query cache holds it: the API's answer (the contract's wishlist) and, while
 * an add is on its way, the entry it adds, so the hearts and the count change at once.
 */
export interface CachedWishlist {
  items: ReadonlyArray<WishlistItem | PendingWishlistEntry>;
}

/**
 * The customer's wishlist (spec §7 `wishlist.get`) as query options. The wishlist needs login
 * (spec §6), so use it with `enabled: isLoggedIn`. A failed or malformed answer is `null`: no
 * count is shown.
 */
export function wishlistQuery(api: ApiClient) {
  return queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: async ({ signal }): Promise<CachedWishlist | null> => {
      try {
        const { data } = await api.call(wishlist.get, { silent: true, signal });
        return data;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Entries in the wishlist; 0 when unknown. */
export function wishlistCount(current: CachedWishlist | null | undefined): number {
  return current?.items.length ?? 0;
}
