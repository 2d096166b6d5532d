import type { CachedWishlist } from './wishlist-count-query.ts';

/** Ids of the products on the wishlist (spec §3 "Wishlist entry: product.id"); empty when unknown. */
export function wishlistProductIds(current: CachedWishlist | null | undefined): Set<number> {
  return new Set((current?.items ?? []).map((item) => item.product_id));
}

/**
 * The wishlist as it will be once `productId` is added or removed, for an optimistic update. An
 * added entry is pending (only its product id is known) until the API's answer, the wishlist
 * after the change, replaces the whole list.
 */
export function toggledWishlist(
  current: CachedWishlist | null | undefined,
  productId: number,
  add: boolean,
): CachedWishlist {
  const items = (current?.items ?? []).filter((item) => item.product_id !== productId);
  return {
    ...current,
    items: add ? [{ product_id: productId, pending: true }, ...items] : items,
  };
}
