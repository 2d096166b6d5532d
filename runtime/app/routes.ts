import { type RouteConfig, route } from '@react-router/dev/routes';

const PAGE = 'routes/page.tsx';

/**
 * Every storefront page of spec §2 renders a template through one route module, and its URL is
 * read by the one parse (`parsePageLocation`, runtime/routing/page-location.ts): that parse, not
 * this table, knows the shop's routes (product, category, cart, checkout, account, blogs, …), and
 * guards run in the page loader (runtime/routing/guards.ts). The browser holds this table in every
 * page (React Router's manifest): one entry per page kind cost every page about 0.45 KB gzip.
 */
export default [
  route('/', PAGE, { id: 'home', index: false }),
  // the Admin Panel link (spec §2): checks the token and hands it to the page editor
  route('admin/login', 'routes/admin-login.tsx', { id: 'admin-login' }),
  // one section preset alone, a picture for the editor's section picker (SECTION_PRESET_PATH)
  route('__storefront/preset/:key/:preset', PAGE, { id: 'section-preset' }),
  // a public page's question, once hydrated: who is this shopper (SHOPPER_VALUES_PATH)
  route('__storefront/shopper', 'routes/shopper-values.ts', { id: 'shopper-values' }),
  // SEO resource routes, before the catch-all so no page template answers them
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots-txt' }),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  // every other page: the parse says which (an unknown path is a content page, or not found)
  route('*', PAGE, { id: 'page' }),
] satisfies RouteConfig;
