/**
 * The storefront path of a product page (spec §2 `/product/{slug...}`), with `?sku=` when a
 * variant is chosen; `parsePageLocation` (page-location.ts) reads such a path back.
 */
export function productPath(slug: string, sku?: string | null): string {
  const path = `/product/${encodeURIComponent(slug)}`;
  return sku ? `${path}?sku=${encodeURIComponent(sku)}` : path;
}
