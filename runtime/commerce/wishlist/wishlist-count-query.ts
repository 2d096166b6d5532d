import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

/** Query key of the logged-in customer's wishlist. */
export const wishlistQueryKey = ['wishlist'] as const;

// Only what the count needs; the wishlist pages parse the full `wishlistResponseSchema`.
const wishlistItemsSchema = z.looseObject({ items: z.array(z.unknown()) });
export type WishlistSummary = z.infer<typeof wishlistItemsSchema>;

/**
 * `GET /api/wishlist/get` (spec §7) as query options. The wishlist needs login (spec §6), so use
 * it with `enabled: isLoggedIn`. A failed answer is `null`: no count is shown.
 */
export function wishlistQuery(api: ApiClient) {
  return queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: async ({ signal }): Promise<WishlistSummary | null> => {
      try {
        const { data } = await api.get('/api/wishlist/get', { silent: true, signal });
        const wishlist = wishlistItemsSchema.safeParse(data);
        return wishlist.success ? wishlist.data : null;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Entries in the wishlist; 0 when unknown. */
export function wishlistCount(wishlist: WishlistSummary | null | undefined): number {
  return wishlist?.items.length ?? 0;
}
