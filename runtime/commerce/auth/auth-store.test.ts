import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import {
  AUTH_STORAGE_KEY,
  AUTH_STORE_VERSION,
  createAuthStore,
  migrateAuthState,
} from './auth-store.ts';

const asha = {
  id: 1,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'demo@northwind.test',
  phone: '9876543210',
  phone_verified_at: null,
  created_at: '2025-01-01T09:00:00.000Z',
};

function memoryStorage(initial: Record<string, string> = {}): StateStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (name) => data[name] ?? null,
    setItem: (name, value) => {
      data[name] = value;
    },
    removeItem: (name) => {
      delete data[name];
    },
  };
}

describe('auth store (spec §9: persisted under a fixed key)', () => {
  it('keeps the user under sf_auth with a version, and nothing else', async () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    await store.persist.rehydrate();
    store.getState().setUser(asha);
    expect(AUTH_STORAGE_KEY).toBe('sf_auth');
    expect(JSON.parse(storage.data.sf_auth ?? '')).toEqual({
      state: { user: asha },
      version: AUTH_STORE_VERSION,
    });
  });

  it('survives a reload', async () => {
    const storage = memoryStorage({
      sf_auth: JSON.stringify({ state: { user: asha }, version: 1 }),
    });
    const store = createAuthStore(storage);
    expect(store.getState().user).toBeNull(); // nothing is read before rehydrate (no SSR leaks)
    await store.persist.rehydrate();
    expect(store.getState().user).toEqual(asha);
  });

  it('forgets the user on clearUser', async () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    await store.persist.rehydrate();
    store.getState().setUser(asha);
    store.getState().clearUser();
    expect(JSON.parse(storage.data.sf_auth ?? '').state).toEqual({ user: null });
  });

  it('migrates version 0, which kept the customer itself, and drops what is malformed', async () => {
    expect(migrateAuthState(asha, 0)).toEqual({ user: asha });
    expect(migrateAuthState({ user: asha }, 0)).toEqual({ user: asha });
    expect(migrateAuthState({ user: { id: 'x' } }, 1)).toEqual({ user: null });
    expect(migrateAuthState('garbage', 0)).toEqual({ user: null });
    const storage = memoryStorage({ sf_auth: JSON.stringify({ state: asha, version: 0 }) });
    const store = createAuthStore(storage);
    await store.persist.rehydrate();
    expect(store.getState().user).toEqual(asha);
  });
});
