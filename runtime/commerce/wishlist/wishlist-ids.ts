import type { WishlistSummary } from './wishlist-count-query.ts';

function productIdOf(item: unknown): number | null {
  if (typeof item !== 'object' || item === null) return null;
  const { product_id, product } = item as { product_id?: unknown; product?: { id?: unknown } };
  if (typeof product_id === 'number') return product_id;
  return typeof product?.id === 'number' ? product.id : null;
}

/** Ids of the products on the wishlist (spec §3 "Wishlist entry: product.id"); empty when unknown. */
export function wishlistProductIds(wishlist: WishlistSummary | null | undefined): Set<number> {
  const ids = new Set<number>();
  for (const item of wishlist?.items ?? []) {
    const id = productIdOf(item);
    if (id !== null) ids.add(id);
  }
  return ids;
}

/**
 * The wishlist as it will be once `productId` is added or removed, for an optimistic update. An
 * added entry is a placeholder `{ product_id, product: { id } }` until the API's answer (the
 * wishlist after the change) replaces the whole list.
 */
export function toggledWishlist(
  wishlist: WishlistSummary | null | undefined,
  productId: number,
  add: boolean,
): WishlistSummary {
  const items = (wishlist?.items ?? []).filter((item) => productIdOf(item) !== productId);
  return {
    ...wishlist,
    items: add ? [{ product_id: productId, product: { id: productId } }, ...items] : items,
  };
}
