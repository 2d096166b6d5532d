import type { PageLocation } from '../../../runtime/routing/page-location.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';

// What a listing lists, read from the page's path (spec §2 routes): the whole shop or a part of
// it (`/shop-online/{slug}`), a category, a collection, or the search results (`/search?q=`).

/** The search text parameter of `/search`. */
export const SEARCH_PARAM = 'q';

/** Key of the whole shop (`catalogue.shop` with `shop-online`). */
export const SHOP_ALL = 'shop-online';

/** What a product listing lists. */
export type ListingScope =
  | { kind: 'shop'; key: string }
  | { kind: 'category'; key: string }
  | { kind: 'collection'; key: string }
  | { kind: 'search'; query: string };

/**
 * The scope of the listing on the page at `location`: `/product-category/{slug...}` and
 * `/product-collection/{slug...}` name theirs by the last segment, `/shop-online/{slug}` narrows the
 * shop, `/search` searches for `q`; any other page (a listing placed on a content page) lists the
 * whole shop.
 */
export function listingScopeOf({ pageType, segments, slug, query }: PageLocation): ListingScope {
  const last = slug.at(-1);
  if (pageType === 'category' && last) return { kind: 'category', key: last };
  if (pageType === 'collection' && last) return { kind: 'collection', key: last };
  if (segments[0] === 'search') {
    return { kind: 'search', query: (query.get(SEARCH_PARAM) ?? '').trim().slice(0, 200) };
  }
  if (pageType === 'shop' && last) return { kind: 'shop', key: last };
  return { kind: 'shop', key: SHOP_ALL };
}

/**
 * The row answering pages of a shop, category or collection scope, its key as `:id` (spec §7
 * "Search, products and catalogue"); search results are `catalogue.searchProducts`.
 */
export function listingRow(scope: Exclude<ListingScope, { kind: 'search' }>) {
  switch (scope.kind) {
    case 'shop':
      return catalogue.shop;
    case 'category':
      return catalogue.productCategory;
    case 'collection':
      return catalogue.productCollection;
  }
}

/** The `:id` of `catalogue.productFilters` for `scope`. */
export function facetsId(scope: ListingScope): string {
  return scope.kind === 'search' ? 'search' : scope.key;
}
