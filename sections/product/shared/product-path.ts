/** The storefront path of a product page, with the chosen variant's sku (spec §2). */
export function productPagePath(slug: string, sku?: string | null): string {
  const path = `/product/${encodeURIComponent(slug)}`;
  return sku ? `${path}?sku=${encodeURIComponent(sku)}` : path;
}

/**
 * Puts `sku` in the address bar's `?sku=` (or takes it out) without a navigation or a history
 * entry: choosing a variant must not reload the page's data, and Back should leave the product,
 * not step through the sizes tried. React Router's history state is kept as it is.
 */
export function replaceSkuInUrl(sku: string | null): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if ((url.searchParams.get('sku') ?? null) === sku) return;
  if (sku) url.searchParams.set('sku', sku);
  else url.searchParams.delete('sku');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
