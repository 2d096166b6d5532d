import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { ApiError } from '../../api/api-error.ts';
import { LOGIN_REDIRECT_STORAGE_KEY } from '../../routing/login-redirect.ts';
import { routeApi } from '../../testing/section-fixtures.tsx';
import { cartQueryKey } from '../cart/cart-query.ts';
import { authDialogStore, openLogin } from './auth-dialog.ts';
import { createAuthStore } from './auth-store.ts';
import { CART_SESSION_EVENT } from './cart-session-event.ts';
import { completeLogin } from './complete-login.ts';
import { logout } from './logout.ts';

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

describe('completeLogin (spec §4 "Login")', () => {
  it('refreshes the cart, saves the user, closes the dialog, emits the cart session, then redirects', async () => {
    const steps: string[] = [];
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey, { total_quantity: 0 });
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      steps.push(`refresh ${JSON.stringify(filters?.queryKey)}`);
    });
    const store = createAuthStore(noStorage);
    store.subscribe((state) => steps.push(`user ${state.user?.id ?? 'none'}`));
    authDialogStore.subscribe((state) => steps.push(`dialog ${state.request ? 'open' : 'closed'}`));
    const onSession = (event: Event) =>
      steps.push(`cart-session ${(event as CustomEvent).detail.cartSessionId}`);
    window.addEventListener(CART_SESSION_EVENT, onSession);
    openLogin({ redirect: '/account/orders' });
    steps.length = 0;

    await completeLogin(
      { user: asha, cart_session_id: 'merged-cart' },
      { queryClient, store, navigate: (to) => steps.push(`go ${to}`) },
    );
    window.removeEventListener(CART_SESSION_EVENT, onSession);

    expect(steps).toEqual([
      'refresh ["cart"]',
      'refresh ["wishlist"]',
      'user 1',
      'dialog closed',
      'cart-session merged-cart',
      'go /account/orders',
    ]);
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBeNull(); // used once
  });

  it('goes to /account when nothing was remembered', async () => {
    const navigate = vi.fn();
    await completeLogin(
      { user: asha, cart_session_id: null },
      { queryClient: new QueryClient(), store: createAuthStore(noStorage), navigate },
    );
    expect(navigate).toHaveBeenCalledWith('/account');
  });
});

describe('logout (spec §4 "Logout")', () => {
  it('logs out, forgets the user and the auth dialog, tells the stores, and loads / anew', async () => {
    const store = createAuthStore(noStorage);
    store.getState().setUser(asha);
    const api = routeApi({ 'POST /api/auth/logout': () => null });
    const events: string[] = [];
    const onLogout = () => events.push('logout');
    window.addEventListener('storefront:logout', onLogout);
    openLogin();
    // the page's memory (the query cache with the customer's cart) goes with the document
    const loadDocument = vi.fn(() => events.push('load'));

    await expect(logout({ api, store, loadDocument })).resolves.toBe(true);
    window.removeEventListener('storefront:logout', onLogout);

    expect(api.calls.map((call) => call.path)).toEqual([auth.logout.path]);
    expect(store.getState().user).toBeNull();
    expect(authDialogStore.getState().request).toBeNull();
    expect(loadDocument).toHaveBeenCalledWith('/');
    expect(events).toEqual(['logout', 'load']);
  });

  it('changes nothing when the API refuses', async () => {
    const store = createAuthStore(noStorage);
    store.getState().setUser(asha);
    const api = routeApi({
      'POST /api/auth/logout': () => {
        throw new ApiError('Server error', { status: 500 });
      },
    });
    const loadDocument = vi.fn();
    await expect(logout({ api, store, loadDocument })).resolves.toBe(false);
    expect(store.getState().user).toEqual(asha);
    expect(loadDocument).not.toHaveBeenCalled();
  });
});
