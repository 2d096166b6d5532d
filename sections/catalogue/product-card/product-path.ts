/** The storefront path of a product page (spec §2 `/product/{slug...}`). */
export function productPath(slug: string, sku?: string | null): string {
  const path = `/product/${encodeURIComponent(slug)}`;
  return sku ? `${path}?sku=${encodeURIComponent(sku)}` : path;
}
