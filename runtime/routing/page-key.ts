/** Page keys that are named after a path segment (spec §2 "How a page is identified"). */
const SEGMENT_KEYS = [
  'checkout-complete',
  'checkout-failed',
  'checkout',
  'track-order',
  'account',
] as const;

/** Path segments of `pathname`, decoded, without empty segments (so `//a//b/` is `a`, `b`). */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment; // a malformed escape is kept as typed rather than failing the page
      }
    });
}

/**
 * The page key the template API is asked for (spec §2):
 * `/cart` → `cart`, `/shop-online` → `shop-online`, `/blogs` → `blogs`; a path with a
 * `checkout-complete`, `checkout-failed`, `checkout`, `track-order` or `account` segment (the
 * reset-password page included) → that name; a `/product/` path → its `sku` query value, else its
 * last segment; any other path → its last segment; `/` → `home`.
 *
 * "Containing" is read as "has a segment equal to", so a content page `/accounting-tips` stays
 * itself; checkout-complete and checkout-failed are tested before checkout. Never throws.
 */
export function pageKeyFromUrl(pathname: string, search = ''): string {
  const segments = pathSegments(pathname ?? '');
  const path = `/${segments.join('/')}`;

  if (path === '/cart') return 'cart';
  if (path === '/shop-online') return 'shop-online';
  if (path === '/blogs') return 'blogs';

  for (const key of SEGMENT_KEYS) {
    if (segments.includes(key)) return key;
  }

  const last = segments.at(-1);
  if (segments[0] === 'product' && segments.length > 1) {
    const sku = skuFrom(search);
    if (sku) return sku;
  }
  return last ?? 'home';
}

function skuFrom(search: string): string | null {
  try {
    const sku = new URLSearchParams(search).get('sku');
    return sku?.trim() ? sku.trim() : null;
  } catch {
    return null;
  }
}
