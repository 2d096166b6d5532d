import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StateCreator } from 'zustand/vanilla';

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

/** The recently viewed slice. */
export interface RecentlyViewedSlice {
  /** Newest first, one entry per product, at most {@link RECENTLY_VIEWED_LIMIT}. */
  products: ViewedProduct[];
  /** Puts `product` first, removing an earlier view of it and the oldest beyond the limit. */
  recordView: (product: ViewedProduct) => void;
  /** Forgets every product. */
  clear: () => void;
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

/** The recently viewed slice (STYLE "State": stores are built from slices). */
export const createRecentlyViewedSlice: StateCreator<RecentlyViewedSlice> = (set) => ({
  products: [],
  recordView: (product) => set((state) => ({ products: withView(state.products, product) })),
  clear: () => set({ products: [] }),
});

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

/**
 * Creates a recently viewed store kept in localStorage with a version and a migrate (STYLE
 * "State"). Reading storage is explicit (`persist.rehydrate()`), so a server never shares a list.
 */
export function createRecentlyViewedStore(
  storage = createJSONStorage<{ products: ViewedProduct[] }>(() => localStorage),
) {
  return createStore<RecentlyViewedSlice>()(
    persist((...args) => ({ ...createRecentlyViewedSlice(...args) }), {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      version: RECENTLY_VIEWED_VERSION,
      storage,
      partialize: (state) => ({ products: state.products }),
      migrate: (persisted, version) => migrateRecentlyViewed(persisted, version),
      merge: (persisted, current) => ({
        ...current,
        products: migrateRecentlyViewed(persisted, RECENTLY_VIEWED_VERSION).products,
      }),
      skipHydration: true,
    }),
  );
}

/** The browser's recently viewed store, read from localStorage as soon as this module loads. */
export const recentlyViewedStore = createRecentlyViewedStore();
if (typeof window !== 'undefined') void recentlyViewedStore.persist.rehydrate();

const noSubscription = () => () => {};

/**
 * The recently viewed products, or `null` during SSR and hydration: the server cannot know the
 * list, so a section renders nothing until the browser has it (no hydration mismatch).
 */
export function useRecentlyViewed(): ViewedProduct[] | null {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const products = useStore(recentlyViewedStore, (state) => state.products);
  return hydrated ? products : null;
}
