/** Whether a location is the wishlist panel, `/account/wishlist`. */
export function isWishlistPanel({
  pageType,
  slug,
}: {
  pageType: string | undefined;
  slug: readonly string[];
}): boolean {
  return pageType === 'account' && slug.length === 1 && slug[0] === 'wishlist';
}
