// What the browser remembers of the products a shopper looked at, and the one write a product
// page makes, without the store: the store (recently-viewed-store.ts, zustand's `persist`) loads
// with the section that shows the list, not with every product page.

/** How many products the browser remembers; the oldest view drops off first. */
export const RECENTLY_VIEWED_LIMIT = 12;
/** localStorage key of the list. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'sf_recently_viewed';
/** Version of what is stored; bump it with a step in {@link migrateRecentlyViewed}. */
export const RECENTLY_VIEWED_VERSION = 1;

/** A product the shopper looked at: enough to fetch it again and to name it. */
export interface ViewedProduct {
  /** Product id (fresh prices and stock are fetched by id). */
  id: number;
  /** URL slug. */
  slug: string;
  /** Name, for a list that cannot be fetched. */
  name: string;
}

/** `products` with `product` first, deduplicated by id, cut to the limit. */
export function withView(
  products: readonly ViewedProduct[],
  product: ViewedProduct,
): ViewedProduct[] {
  const entry = { id: product.id, slug: product.slug, name: product.name };
  return [entry, ...products.filter((viewed) => viewed.id !== product.id)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
}

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (typeof value !== 'object' || value === null) return false;
  const { id, slug, name } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof slug === 'string' &&
    slug !== '' &&
    typeof name === 'string'
  );
}

/**
 * Reads what an earlier version stored (or anything else found under the key): version 0 kept a
 * plain list of products; malformed entries are dropped, duplicates and the excess removed.
 */
export function migrateRecentlyViewed(
  persisted: unknown,
  version: number,
): { products: ViewedProduct[] } {
  const raw =
    version === 0 && Array.isArray(persisted)
      ? persisted
      : (persisted as { products?: unknown } | null)?.products;
  const list = Array.isArray(raw) ? raw.filter(isViewedProduct) : [];
  return {
    products: list.reduceRight<ViewedProduct[]>((kept, product) => withView(kept, product), []),
  };
}

/** Said on the window when a product page has written a view (the store reads the list again). */
export const RECENTLY_VIEWED_EVENT = 'storefront:recently-viewed';

/**
 * Puts `product` first in the stored list, in the format the store keeps (`{ state, version }`),
 * migrating what an earlier version stored, and tells the store. Nothing is written where there
 * is no storage (a server, private browsing that refuses it).
 */
export function recordRecentView(product: ViewedProduct): void {
  try {
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null') as {
      state?: unknown;
      version?: unknown;
    } | null;
    const version = typeof stored?.version === 'number' ? stored.version : RECENTLY_VIEWED_VERSION;
    const { products } = migrateRecentlyViewed(stored?.state, version);
    const state = { products: withView(products, product) };
    localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify({ state, version: RECENTLY_VIEWED_VERSION }),
    );
  } catch {
    return;
  }
  window.dispatchEvent(new Event(RECENTLY_VIEWED_EVENT));
}
