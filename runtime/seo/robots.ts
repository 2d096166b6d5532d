import type { PageType } from '../../schemas/template.ts';

/** Page types that are never indexed: private, per-shopper or gate pages. */
export const NOINDEX_PAGE_TYPES: ReadonlySet<PageType> = new Set<PageType>([
  'account',
  'cart',
  'checkout',
  'checkout-complete',
  'checkout-failed',
  'track-order',
  'gate',
  'not-found',
]);

/** The `robots` meta content that keeps a page out of search results. */
export const NOINDEX = 'noindex, nofollow';

/**
 * The robots directive of a page: `noindex, nofollow` when the store turned indexing off
 * (`enable_indexing`) and always on account, checkout, cart and gate pages; `null` (indexable)
 * otherwise.
 */
export function robotsDirective(options: {
  enableIndexing: boolean;
  pageType: PageType;
}): string | null {
  if (!options.enableIndexing || NOINDEX_PAGE_TYPES.has(options.pageType)) return NOINDEX;
  return null;
}
