declare const __STOREFRONT_URLS__: readonly string[] | undefined;

/**
 * The storefronts this editor may open (STOREFRONT_URL at build time, comma-separated origins).
 * Only these: the editor sends its admin token to the storefront it opens.
 * @default ['http://localhost:3000']
 */
export const STOREFRONT_URLS: readonly string[] =
  typeof __STOREFRONT_URLS__ === 'object' && __STOREFRONT_URLS__.length > 0
    ? __STOREFRONT_URLS__
    : ['http://localhost:3000'];

/**
 * The storefront of `allowed` that `?storefront=<origin>` names, or the first (an origin not in
 * the list is ignored).
 */
export function chosenStorefront(
  search: string,
  allowed: readonly string[] = STOREFRONT_URLS,
): string {
  const asked = new URLSearchParams(search).get('storefront');
  return asked !== null && allowed.includes(asked) ? asked : (allowed[0] ?? '');
}

/** The storefront the editor opens. */
export const STOREFRONT_URL: string = chosenStorefront(
  typeof window === 'undefined' ? '' : window.location.search,
);

/** The pages the page picker offers: one of each kind of page (spec §2). */
export const PAGES: readonly { label: string; path: string }[] = [
  { label: 'Home', path: '/' },
  { label: 'About us (content page)', path: '/about-us' },
  { label: 'Terms and conditions (content page)', path: '/terms-and-conditions' },
  { label: 'Privacy policy (content page)', path: '/privacy-policy' },
  { label: 'A product', path: '/product/monsoon-pro-rain-jacket' },
  { label: 'Shop all', path: '/shop-online' },
  { label: 'Cart', path: '/cart' },
  { label: 'Checkout', path: '/checkout/address' },
  { label: 'Account', path: '/account' },
];

/** How long to wait for the storefront's handshake before saying so. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;
