import { type RouteConfig, route } from '@react-router/dev/routes';

const PAGE = 'routes/page.tsx';

/**
 * The route table of spec §2. Every storefront route renders a template through one route
 * module; ids keep the entries apart. Guards run in the page loader (runtime/routing/guards.ts).
 */
export default [
  route('/', PAGE, { id: 'home', index: false }),
  route('blogs', PAGE, { id: 'blogs' }),
  route('blogs/*', PAGE, { id: 'blog' }),
  route('shop-online', PAGE, { id: 'shop-online' }),
  route('shop-online/*', PAGE, { id: 'shop-online-sub' }),
  route('product/*', PAGE, { id: 'product' }),
  route('product-category/*', PAGE, { id: 'product-category' }),
  route('product-collection/*', PAGE, { id: 'product-collection' }),
  route('cart', PAGE, { id: 'cart' }),
  route('checkout/address', PAGE, { id: 'checkout-address' }),
  route('checkout/payment', PAGE, { id: 'checkout-payment' }),
  route('checkout-complete', PAGE, { id: 'checkout-complete' }),
  route('checkout-failed', PAGE, { id: 'checkout-failed' }),
  route('track-order/*', PAGE, { id: 'track-order' }),
  route('account', PAGE, { id: 'account' }),
  route('account/profile', PAGE, { id: 'account-profile' }),
  route('account/security', PAGE, { id: 'account-security' }),
  route('account/orders', PAGE, { id: 'account-orders' }),
  route('account/addresses', PAGE, { id: 'account-addresses' }),
  route('account/wishlist', PAGE, { id: 'account-wishlist' }),
  route('account/reset-password/:email/:slug', PAGE, { id: 'account-reset-password' }),
  route('password-protected', PAGE, { id: 'password-protected' }),
  route('coming-soon', PAGE, { id: 'coming-soon' }),
  route('under-maintenance', PAGE, { id: 'under-maintenance' }),
  // the Admin Panel link (spec §2): checks the token and hands it to the page editor
  route('admin/login', 'routes/admin-login.tsx', { id: 'admin-login' }),
  // one section preset alone, a picture for the editor's section picker (SECTION_PRESET_PATH)
  route('__storefront/preset/:key/:preset', PAGE, { id: 'section-preset' }),
  // a public page's question, once hydrated: who is this shopper (SHOPPER_VALUES_PATH)
  route('__storefront/shopper', 'routes/shopper-values.ts', { id: 'shopper-values' }),
  // SEO resource routes, before the catch-all so no page template answers them
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('*', PAGE, { id: 'content-page' }),
] satisfies RouteConfig;
