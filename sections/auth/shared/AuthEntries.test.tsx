import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authDialogStore, closeAuthDialog } from '../../../runtime/commerce/auth/auth-dialog.ts';
import { LOGIN_REDIRECT_STORAGE_KEY } from '../../../runtime/routing/login-redirect.ts';
import { authApi, authValues, demoCustomer, SectionProviders } from '../auth-fixtures.tsx';
import { AuthEntries } from './AuthEntries.tsx';

function renderEntries(values = authValues()) {
  const element = (
    <SectionProviders api={authApi()} values={values}>
      <AuthEntries redirect="/checkout/address" />
    </SectionProviders>
  );
  return render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

afterEach(() => {
  act(() => closeAuthDialog());
  sessionStorage.clear();
});

describe('AuthEntries (checkout: spec §6 login and register at checkout)', () => {
  it("offers 'Login' and 'Register', each opening its dialog and coming back here", async () => {
    renderEntries();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(authDialogStore.getState().request).toEqual({ dialog: 'login' });
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBe('/checkout/address');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(authDialogStore.getState().request).toEqual({ dialog: 'register' });
  });

  it('shows each only behind its flag', () => {
    renderEntries(authValues({ enable_login_at_checkout: false }));
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('shows nothing when both flags are off, or to a customer', () => {
    const { unmount } = renderEntries(
      authValues({ enable_login_at_checkout: false, enable_register_at_checkout: false }),
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderEntries(authValues({}, demoCustomer));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
