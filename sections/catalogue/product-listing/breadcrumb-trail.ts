import type { CatalogueRef } from '../../../schemas/api/catalogue.ts';
import { type ListingScope, SEARCH_PARAM, SHOP_ALL } from './listing-scope.ts';

/** One step of a breadcrumb. */
export interface Crumb {
  name: string;
  /** Root-relative path. */
  path: string;
}

/** What the listing answer tells about where it is. */
export interface ListingPlace {
  category?: { breadcrumb: CatalogueRef[] } | null;
  collection?: { name: string; slug: string } | null;
}

const categoryPath = (slug: string) => `/product-category/${encodeURIComponent(slug)}`;
const shopPath = (slug: string) => `/${SHOP_ALL}/${encodeURIComponent(slug)}`;

/**
 * The breadcrumb of a listing, Home first and the listing itself last: Home › Jackets › Rain
 * jackets for a category, Home › Shop all › Jackets for `/shop-online/jackets`, Home › Best sellers
 * for a collection, Home › Search results for a search. Before the answer arrives, a category or
 * collection is named by its slug.
 */
export function listingBreadcrumb(
  scope: ListingScope,
  place: ListingPlace | undefined,
  shopTitle = 'Shop all',
): Crumb[] {
  const home: Crumb = { name: 'Home', path: '/' };
  const shop: Crumb = { name: shopTitle, path: `/${SHOP_ALL}` };
  const chain = place?.category?.breadcrumb ?? [];
  switch (scope.kind) {
    case 'search':
      return [
        home,
        {
          name: 'Search results',
          path: scope.query
            ? `/search?${SEARCH_PARAM}=${encodeURIComponent(scope.query)}`
            : '/search',
        },
      ];
    case 'category':
      return [
        home,
        ...(chain.length > 0
          ? chain.map((ref) => ({ name: ref.name, path: categoryPath(ref.slug) }))
          : [{ name: scope.key, path: categoryPath(scope.key) }]),
      ];
    case 'collection':
      return [
        home,
        {
          name: place?.collection?.name ?? scope.key,
          path: `/product-collection/${encodeURIComponent(place?.collection?.slug ?? scope.key)}`,
        },
      ];
    case 'shop': {
      if (scope.key === SHOP_ALL) return [home, shop];
      if (chain.length > 0) {
        return [home, shop, ...chain.map((ref) => ({ name: ref.name, path: shopPath(ref.slug) }))];
      }
      return [
        home,
        shop,
        { name: place?.collection?.name ?? scope.key, path: shopPath(scope.key) },
      ];
    }
  }
}
