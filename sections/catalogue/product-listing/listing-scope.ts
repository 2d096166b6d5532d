import { pathSegments } from '../../../runtime/routing/page-key.ts';

// What a listing lists, read from the page's path (spec §2 routes): the whole shop or a part of
// it (`/shop-online/{slug}`), a category, a collection, or the search results (`/search?q=`).

/** The search text parameter of `/search`. */
export const SEARCH_PARAM = 'q';

/** Key of the whole shop (`POST /api/shop/shop-online`). */
export const SHOP_ALL = 'shop-online';

/** What a product listing lists. */
export type ListingScope =
  | { kind: 'shop'; key: string }
  | { kind: 'category'; key: string }
  | { kind: 'collection'; key: string }
  | { kind: 'search'; query: string };

/**
 * The scope of the listing on `pathname`: `/product-category/{slug...}` and
 * `/product-collection/{slug...}` name theirs by the last segment, `/shop-online/{slug}` narrows the
 * shop, `/search` searches for `q`; any other page (a listing placed on a content page) lists the
 * whole shop.
 */
export function listingScopeOf(pathname: string, params: URLSearchParams): ListingScope {
  const [first, ...rest] = pathSegments(pathname);
  const last = rest.at(-1);
  if (first === 'product-category' && last) return { kind: 'category', key: last };
  if (first === 'product-collection' && last) return { kind: 'collection', key: last };
  if (first === 'search') {
    return { kind: 'search', query: (params.get(SEARCH_PARAM) ?? '').trim().slice(0, 200) };
  }
  if (first === SHOP_ALL && last) return { kind: 'shop', key: last };
  return { kind: 'shop', key: SHOP_ALL };
}

/** The endpoint answering pages of `scope` (spec §7 "Search, products and catalogue"). */
export function listingEndpoint(scope: ListingScope): string {
  switch (scope.kind) {
    case 'shop':
      return `/api/shop/${encodeURIComponent(scope.key)}`;
    case 'category':
      return `/api/product/product-category/${encodeURIComponent(scope.key)}`;
    case 'collection':
      return `/api/product/product-collection/${encodeURIComponent(scope.key)}`;
    case 'search':
      return '/api/search/search-products';
  }
}

/** The `{id}` of `GET /api/product/filters/all/{id}` for `scope`. */
export function facetsId(scope: ListingScope): string {
  return scope.kind === 'search' ? 'search' : scope.key;
}
