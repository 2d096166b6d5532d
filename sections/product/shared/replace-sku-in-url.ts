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
