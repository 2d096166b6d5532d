import { describe, expect, it } from 'vitest';
import * as storefront from '../../schemas/api/endpoints/storefront.ts';
import type { ApiClient } from '../api/client.ts';
import { deepFreeze } from '../api/deep-freeze.ts';
import { loadStoreState } from './store-state.ts';

/** A client answering `initial-values` with `raw`, counting its calls. */
function clientAnswering(raw: unknown) {
  let calls = 0;
  const client = {
    call: async (row: unknown) => {
      expect(row).toBe(storefront.initialValues);
      calls += 1;
      return { data: raw };
    },
  } as unknown as ApiClient;
  return { client, calls: () => calls };
}

const raw = () => ({
  subscription_status: 'active',
  password_unlocked: false,
  settings: { store_name: 'Northwind Outfitters' },
});

describe("the store's state", () => {
  it('is asked for once per request, however many loaders need it', async () => {
    const { client, calls } = clientAnswering(raw());
    const [root, guard] = await Promise.all([loadStoreState(client), loadStoreState(client)]);
    expect(root).toBe(guard);
    expect(calls()).toBe(1);
    expect(root.values.settings.store_name).toBe('Northwind Outfitters');
  });

  it('is read once for every request given the same shared answer, and cannot be changed by one', async () => {
    const shared = deepFreeze(raw());
    const first = await loadStoreState(clientAnswering(shared).client);
    const second = await loadStoreState(clientAnswering(shared).client);
    expect(second).toBe(first);
    expect(Object.isFrozen(first.values.settings)).toBe(true);
  });

  it('is read anew for an answer of a shopper’s own, which nothing else shares', async () => {
    const own = raw();
    const first = await loadStoreState(clientAnswering(own).client);
    const second = await loadStoreState(clientAnswering(own).client);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(Object.isFrozen(first.values)).toBe(false);
  });
});
