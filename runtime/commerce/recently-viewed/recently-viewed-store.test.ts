import { describe, expect, it } from 'vitest';
import { createJSONStorage } from 'zustand/middleware';
import {
  createRecentlyViewedStore,
  migrateRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  RECENTLY_VIEWED_VERSION,
  recentlyViewedStore,
  recordRecentView,
  withView,
} from './recently-viewed-store.ts';

const product = (id: number) => ({ id, slug: `product-${id}`, name: `Product ${id}` });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    storage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
  };
}

describe('recently viewed (the last 12, newest first, deduplicated)', () => {
  it('recordView puts the newest first and removes an earlier view of the same product', () => {
    const list = [product(1), product(2), product(3)].reduce(
      withView,
      [] as ReturnType<typeof product>[],
    );
    expect(withView(list, product(1)).map((entry) => entry.id)).toEqual([1, 3, 2]);
  });

  it(`keeps only the last ${RECENTLY_VIEWED_LIMIT}`, () => {
    const store = createRecentlyViewedStore(createJSONStorage(() => memoryStorage().storage));
    for (let id = 1; id <= 15; id++) store.getState().recordView(product(id));
    const ids = store.getState().products.map((entry) => entry.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids[0]).toBe(15);
    expect(ids.at(-1)).toBe(4);
  });

  it('survives a reload: a new store reads what the last one wrote, with its version', async () => {
    const { storage, data } = memoryStorage();
    const first = createRecentlyViewedStore(createJSONStorage(() => storage));
    first.getState().recordView(product(7));
    first.getState().recordView(product(8));
    expect(JSON.parse(data.get(RECENTLY_VIEWED_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: RECENTLY_VIEWED_VERSION,
    });
    const reloaded = createRecentlyViewedStore(createJSONStorage(() => storage));
    expect(reloaded.getState().products).toEqual([]); // nothing is read until hydration
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().products.map((entry) => entry.id)).toEqual([8, 7]);
  });

  it('clear forgets every product', () => {
    const store = createRecentlyViewedStore(createJSONStorage(() => memoryStorage().storage));
    store.getState().recordView(product(1));
    store.getState().clear();
    expect(store.getState().products).toEqual([]);
  });

  it('migrates a version 0 list and drops malformed or duplicate entries', () => {
    expect(
      migrateRecentlyViewed(
        [product(2), { id: 'x' }, product(1), product(2), null],
        0,
      ).products.map((entry) => entry.id),
    ).toEqual([2, 1]);
    expect(migrateRecentlyViewed({ products: 'nope' }, 1)).toEqual({ products: [] });
  });

  it('reads garbage in storage as an empty list instead of failing', async () => {
    const { storage } = memoryStorage({
      [RECENTLY_VIEWED_STORAGE_KEY]: '{"state":{"products":[1,2]},"version":1}',
    });
    const store = createRecentlyViewedStore(createJSONStorage(() => storage));
    await store.persist.rehydrate();
    expect(store.getState().products).toEqual([]);
  });

  it('a product page’s view, written without the store, reaches the store and keeps a version 0 list', () => {
    localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify({ state: [product(3), product(1)], version: 0 }),
    );
    recordRecentView(product(1));
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '')).toEqual({
      state: { products: [product(1), product(3)] },
      version: RECENTLY_VIEWED_VERSION,
    });
    expect(recentlyViewedStore.getState().products.map((entry) => entry.id)).toEqual([1, 3]);
    localStorage.clear();
  });
});
