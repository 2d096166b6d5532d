/**
 * First path segments of pages that are never listed in the sitemap: private, per-shopper and
 * gate pages (their robots meta is `noindex` too, see robots.ts).
 */
export const PRIVATE_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'cart',
  'checkout',
  'checkout-complete',
  'checkout-failed',
  'track-order',
  'password-protected',
  'coming-soon',
  'under-maintenance',
  'api',
]);

/** Whether a site path (`/cart?x=1`) is one of the private pages. */
export function isPrivatePath(path: string): boolean {
  const first = path.split(/[?#]/)[0]?.split('/').filter(Boolean)[0] ?? '';
  return PRIVATE_SEGMENTS.has(first);
}

/**
 * `/robots.txt`. Only the API is disallowed: account, cart, checkout and gate pages stay
 * crawlable so crawlers can read their `noindex` (a disallowed page cannot say it is noindex).
 * Everything is disallowed when the store should not be crawled (indexing off, password
 * protected, not open yet). A store under maintenance keeps its robots.txt: its pages answer 503,
 * which crawlers retry later.
 */
export function robotsTxt(options: { origin: string; crawlable: boolean }): string {
  if (!options.crawlable) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${options.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
