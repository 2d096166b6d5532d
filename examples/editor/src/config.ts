declare const __STOREFRONT_URL__: string | undefined;

/** The storefront the editor opens (STOREFRONT_URL at build time). @default 'http://localhost:3000' */
export const STOREFRONT_URL: string =
  typeof __STOREFRONT_URL__ === 'string' ? __STOREFRONT_URL__ : 'http://localhost:3000';

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
