import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StateCreator } from 'zustand/vanilla';
import {
  migrateRecentlyViewed,
  RECENTLY_VIEWED_EVENT,
  RECENTLY_VIEWED_STORAGE_KEY,
  RECENTLY_VIEWED_VERSION,
  type ViewedProduct,
  withView,
} from './recently-viewed-list.ts';

export {
  migrateRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  RECENTLY_VIEWED_VERSION,
  recordRecentView,
  type ViewedProduct,
  withView,
} from './recently-viewed-list.ts';

/** The recently viewed slice. */
export interface RecentlyViewedSlice {
  /** Newest first, one entry per product, at most {@link RECENTLY_VIEWED_LIMIT}. */
  products: ViewedProduct[];
  /** Puts `product` first, removing an earlier view of it and the oldest beyond the limit. */
  recordView: (product: ViewedProduct) => void;
  /** Forgets every product. */
  clear: () => void;
}

/** The recently viewed slice (STYLE "State": stores are built from slices). */
export const createRecentlyViewedSlice: StateCreator<RecentlyViewedSlice> = (set) => ({
  products: [],
  recordView: (product) => set((state) => ({ products: withView(state.products, product) })),
  clear: () => set({ products: [] }),
});

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
if (typeof window !== 'undefined') {
  void recentlyViewedStore.persist.rehydrate();
  // a product page wrote a view without the store (recordRecentView)
  window.addEventListener(
    RECENTLY_VIEWED_EVENT,
    () => void recentlyViewedStore.persist.rehydrate(),
  );
}

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
