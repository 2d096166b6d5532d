import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { safeParseContract } from '../../api/contract.ts';
import type { WishlistSummary } from './wishlist-summary.ts';

export type { WishlistSummary } from './wishlist-summary.ts';

/** Query key of the logged-in customer's wishlist. */
export const wishlistQueryKey = ['wishlist'] as const;

/** Loads the schema of the wishlist as the count and the hearts read it. */
export const wishlistSummaryContract = () =>
  import('./wishlist-summary.ts').then((m) => m.wishlistSummarySchema);

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
        const wishlist = await safeParseContract(data, wishlistSummaryContract);
        return wishlist ?? null;
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
