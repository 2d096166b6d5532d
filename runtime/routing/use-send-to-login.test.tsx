import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authDialogStore,
  closeAuthDialog,
  provideAuthDialogs,
} from '../commerce/auth/auth-dialog.ts';
import { LOGIN_REDIRECT_STORAGE_KEY } from './login-redirect.ts';
import { useSendToLogin } from './use-send-to-login.ts';

function Heart() {
  const sendToLogin = useSendToLogin();
  return (
    <button type="button" onClick={sendToLogin}>
      Add to wishlist
    </button>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '*', element: <Heart /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  act(() => closeAuthDialog());
  sessionStorage.clear();
});

describe('useSendToLogin (spec §4 "Wishlist": login, remembering the current path)', () => {
  it('opens the login dialog in place when the page has the auth dialogs', async () => {
    const release = provideAuthDialogs(async () => ({}));
    const router = renderAt('/product/tent?sku=T-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    release();
    expect(authDialogStore.getState().request).toEqual({ dialog: 'login' });
    expect(router.state.location.pathname).toBe('/product/tent');
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBe('/product/tent?sku=T-1');
  });

  it('goes to /?login=1&redirect=… on a page without them', async () => {
    const router = renderAt('/product/tent?sku=T-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/?login=1&redirect=%2Fproduct%2Ftent%3Fsku%3DT-1',
    );
    expect(authDialogStore.getState().request).toBeNull();
  });
});
