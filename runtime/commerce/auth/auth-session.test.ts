import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import * as account from '../../../schemas/api/endpoints/account.ts';
import { ApiError } from '../../api/api-error.ts';
import { routeApi } from '../../testing/section-fixtures.tsx';
import { reconcileAuthSession } from './auth-session.ts';
import { createAuthStore } from './auth-store.ts';

const asha = {
  id: 1,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'demo@northwind.test',
  phone: '9876543210',
  phone_verified_at: null,
  created_at: '2025-01-01T09:00:00.000Z',
};

const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

function storeWith(user: typeof asha | null) {
  const store = createAuthStore(noStorage);
  if (user) store.getState().setUser(user);
  return store;
}

describe('reconcileAuthSession (the server session is the truth)', () => {
  it('clears a persisted user when account/get answers 401', async () => {
    const store = storeWith(asha);
    const api = routeApi({
      'GET /api/account/get': () => {
        throw new ApiError('Unauthenticated.', { status: 401 });
      },
    });
    await reconcileAuthSession(api, store, { serverAccountId: null });
    expect(store.getState().user).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual([account.get.path]);
  });

  it('keeps the user when the server does have a session (a cached page said guest)', async () => {
    const store = storeWith(asha);
    const api = routeApi({ 'GET /api/account/get': { ...asha, first_name: 'Asha R.' } });
    await reconcileAuthSession(api, store, { serverAccountId: null });
    expect(store.getState().user?.first_name).toBe('Asha R.');
  });

  it('keeps the user when the check cannot be made', async () => {
    const store = storeWith(asha);
    const api = routeApi({
      'GET /api/account/get': () => {
        throw new ApiError('Server error', { status: 503 });
      },
    });
    await reconcileAuthSession(api, store, { serverAccountId: null });
    expect(store.getState().user).toEqual(asha);
  });

  it('fills in the user of a session this browser does not remember', async () => {
    const store = storeWith(null);
    const api = routeApi({ 'GET /api/account/get': asha });
    await reconcileAuthSession(api, store, { serverAccountId: 1 });
    expect(store.getState().user).toEqual(asha);
  });

  it('asks nothing when the browser and the server agree', async () => {
    const call = vi.fn();
    await reconcileAuthSession({ call }, storeWith(asha), { serverAccountId: 1 });
    await reconcileAuthSession({ call }, storeWith(null), { serverAccountId: null });
    expect(call).not.toHaveBeenCalled();
  });
});
