import { z } from 'zod';

// Loaded on demand by `wishlistQuery` and `useWishlistToggle` (runtime/api/contract.ts): keep it
// out of static browser imports.

/**
 * Only what the count and the hearts need of `GET /api/wishlist/get` and of the wishlist the
 * add and remove calls answer; the wishlist pages parse the full `wishlistResponseSchema`.
 */
export const wishlistSummarySchema = z.looseObject({
  /** The entries; each is read defensively (`wishlistProductIds`). */
  items: z.array(z.unknown()),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;
