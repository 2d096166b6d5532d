// The page budgets (issue 17): how much JavaScript each shopper page may fetch before the shopper
// does anything, gzip, in a real browser on a first visit (no cookie consent yet), counting every
// script fetched until the network is idle, not only what arrives before the load event. The one
// place they are written: tests/e2e/budgets.spec.ts enforces them in `npm test`, and
// `npm run bench -- --js` prints today's numbers against them.

/** The framework chunk: what every page runs (vite.config.ts `codeSplitting`). */
export const FRAMEWORK = {
  /** Its file name starts with this. */
  chunkPrefix: 'assets/framework-',
  /** At most, gzip. */
  maxKb: 122,
  /** The only modules it may hold: nothing of ours, nothing else of node_modules. */
  allowed:
    /^node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react|react-dom|scheduler|react-router|@react-router\/[^/]+|@tanstack\/query-core|@tanstack\/react-query|@stitches\/[^/]+|js-cookie)\//,
} as const;

/**
 * Modules no shopper page may load before the shopper does anything: the section validators
 * (ajv), the editor bridge (postmate) and the editor's preview overlays. (zod loads with the
 * browser's first own API call, decision 0008; a page that makes one on load pays for it in its
 * budget.)
 */
export const FORBIDDEN_MODULES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'ajv', pattern: /^node_modules\/ajv\// },
  { name: 'postmate', pattern: /^node_modules\/postmate\// },
  { name: 'editor bridge', pattern: /^editor-bridge\/protocol/ },
  {
    name: 'editor preview',
    pattern: /^runtime\/preview\/(?:child|overlays|preview-|sanitize-html)/,
  },
];

/** How a budgeted page is reached. */
export type PageSetup =
  /** A plain visit. */
  | 'none'
  /** A guest with one item in the cart (the checkout pages need one). */
  | 'cart-item'
  /** The demo customer, logged in. */
  | 'customer';

/** One budgeted page. */
export interface PageBudget {
  name: string;
  path: string;
  setup: PageSetup;
  /** Gzip KB beyond the framework chunk, at most. */
  maxKb: number;
  /** Issue 17's target (the ceiling only ever goes down, toward it and past it). */
  targetKb?: number;
}

/**
 * Every budgeted page, with its ceiling in gzip KB beyond the framework: its size when last cut,
 * rounded up (measured 2026-11-29). A ceiling only ever goes down; issue 17 brings each page to its
 * target. Every page is at or under its target today (session 19); what every page shares is the
 * shell (root, themes and the layout's header, 19.7 KB) and each its own sections. A section that draws
 * nothing at a URL (`rendersOn`: the other account panels, the other checkout step) is left off
 * the page by the server, code and all. Raised once, by about 1 KB on every page, when issue 16
 * registered 13 sections: each costs every page its entry in the client registry (key, title,
 * group and lazy import, about 70 bytes), and the content rows left the header's menu chunk for
 * their own. Titles and groups are server-only since (the editor reads them from the manifest):
 * a section now costs every page its key and lazy import only. Raised once more, by 0.1–0.2 KB on
 * four pages that sat at their ceiling, when issue 25 let the editor preview store settings:
 * `useStorefront` reads the edited settings from a module store every page carries (about 0.1 KB;
 * keeping it in the preview store instead measured larger). And by 0.1 KB on three more when
 * issue 22 made every anonymous page's HTML the same for everyone: the cookie banner is decided
 * and drawn in the browser, and prefetched data is stamped with the browser's clock (since, the
 * banner is in everyone's server HTML and a head script shows or hides it, which cost nothing).
 * Lowered 3.9–4.9 KB when the header's menus and search, the topbar and the store notice began
 * to load on intent (decision 0017) and the error pages left the pages that did not fail; and
 * 5–6 KB more when the build stopped writing a dependency list beside every dynamic import
 * (decision 0018). Lowered 7.5–7.9 KB more when what every page runs came in two files instead of
 * forty (decision 0019: gzip compresses each file on its own); the checkout pages kept 0.2 KB of
 * that for the stepper's opening title (no layout shift). Lowered 0.5 KB more when the loading
 * bar, the scroll-to-top button and the Admin Panel link began to load with their first use; the
 * payment step 0.4 KB more when its card dialog began to load with the Place Order click; the
 * blog pages 5 KB more when a page's first section may hydrate on intent too, as the blog's do.
 * Lowered again on every page (0.1–1.1 KB) when the consent store dropped zustand's `persist` and
 * the layout chunk the cart's other endpoint rows; track order 10.6 KB and contact 5.6 KB more
 * when their forms began to hydrate on intent (and the found order's result to load with it);
 * product and the listings about 1 KB more when their remembered lists and choices stopped using
 * `persist` on the first screen. Lowered 0.1 KB more on every page when decision 0022 came: the
 * root's error boundary began to load with a page that failed (0.25 KB) and the heartbeat's
 * endpoint row left the other storefront rows (0.09 KB), which paid for the few lines every page
 * now carries to ask for a shopper's own values when the browser says it has some (0.19 KB; the
 * asking itself loads only in such a browser). Lowered 0.4 KB on nine pages when the stars
 * (`themes/ui/Rating.tsx`) left the themes' index, which every page imports, for a chunk of their
 * own, after paying for the cart and checkout pages' reading of the cart the server drew
 * (`runtime/render/as-drawn.ts`, 0.3 KB there); raised 0.25–0.3 KB on product and the listings,
 * whose cards and details show stars and now fetch them as a chunk of their own. Product lowered
 * 12 KB when its details (gallery, choices, buy box) became a part loaded on intent for guests
 * (decision 0017, amended); every page carries 0.06 KB more for it (parts for guests only, and a
 * held click handed to a part inside a part), which raised home and the two checkout steps by
 * 0.1 KB. The checkout steps lowered 8.5–8.7 KB when their order summary began to load its code
 * when reached for or when the cart changes (decision 0017, amended); the cart page, whose summary
 * now comes as a part of its own, rose 1.0 KB (under its target of 45), and the pages of the
 * shell alone 0.1 KB (the summary's wake). The listings lowered 14.9 KB when a guest's listing
 * (filters, toolbar, cards) became a part loaded on intent (decision 0017, amended); every page
 * carries 0.1 KB more for it (a part's markup may say which of its elements needs the code near
 * the viewport, a section may need its part at once, and a client navigation loads the waiting
 * parts of the sections it keeps first), which raised home, account, the checkout steps, track
 * order and the blogs by 0.1 KB, and contact by 0.2 KB. Lowered 0.4–1.3 KB on home, product, the
 * listings, track order, the blogs and contact (0.1 KB on account) when the analytics plugins'
 * code began to load with consent and the theme's prices, form fields, images, skeletons and
 * spinners left the shell's barrel (`themes/index.ts`) for the sections that draw them; the pages
 * that draw them load them as chunks of their own, which raised the cart by 0.9 KB and the
 * checkout steps by 0.2 KB (each still under its target of 45). Lowered 0.4 KB more on every page when the route
 * table (React Router's manifest, in every page) lost its entry per page kind: the URL parse
 * already knew them. Raised 0.1 KB on track order and the blogs, which sat at theirs, for the 0.03
 * KB every page carries so that an element marking where a part is needed no longer holds clicks
 * (`watchUntilNeeded`'s `holdsClicks`). Raised 0.1 KB on product, the listings and contact, which
 * sat at theirs, for the 0.02 KB every page carries so that the editor's preview stops parts
 * waiting for the shopper (`stopWaitingForIntent`): an edit reaching a waiting part blanked it.
 * Lowered 3.3 KB on every page (home to 20.0, its target) when the browser stopped loading the
 * section registry (decision 0023: each page's data names its sections' files; 2.3 KB), the
 * default store values left for the root error page (0.3), the contact and social icons for the
 * sections that draw them (0.4), and the editor preview's error card, problems list and template
 * merge for the bridge's chunk (0.3).
 * docs/bundle-analysis.md says which modules make up each page.
 */
export const PAGE_BUDGETS: readonly PageBudget[] = [
  { name: 'Home', path: '/', setup: 'none', maxKb: 20.0, targetKb: 20 },
  {
    name: 'Product',
    path: '/product/northwind-classic-fleece',
    setup: 'none',
    maxKb: 24.6,
    targetKb: 30,
  },
  { name: 'Shop-all', path: '/shop-online', setup: 'none', maxKb: 21.2, targetKb: 30 },
  {
    name: 'Category',
    path: '/product-category/jackets',
    setup: 'none',
    maxKb: 21.2,
    targetKb: 30,
  },
  { name: 'Cart (empty)', path: '/cart', setup: 'none', maxKb: 36.4, targetKb: 45 },
  { name: 'Cart', path: '/cart', setup: 'cart-item', maxKb: 36.4, targetKb: 45 },
  {
    name: 'Checkout, address',
    path: '/checkout/address',
    setup: 'cart-item',
    maxKb: 40.8,
    targetKb: 45,
  },
  {
    name: 'Checkout, payment',
    path: '/checkout/payment',
    setup: 'cart-item',
    maxKb: 32.8,
    targetKb: 45,
  },
  { name: 'Account', path: '/account', setup: 'customer', maxKb: 32.0, targetKb: 45 },
  // its form hydrates on intent, and its react-hook-form code (13 KB) loads then too
  { name: 'Track order', path: '/track-order', setup: 'none', maxKb: 19.8, targetKb: 30 },
  { name: 'Blog list', path: '/blogs', setup: 'none', maxKb: 19.8, targetKb: 30 },
  {
    name: 'Blog post',
    path: '/blogs/choosing-your-first-tent',
    setup: 'none',
    maxKb: 19.8,
    targetKb: 30,
  },
  // the map's consent box (the contact form and its react-hook-form code load on intent)
  { name: 'Contact', path: '/contact-us', setup: 'none', maxKb: 21.8, targetKb: 30 },
];
