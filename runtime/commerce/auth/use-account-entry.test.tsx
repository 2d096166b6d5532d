import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '../../routing/Link.tsx';
import type { StorefrontValues } from '../../storefront/initial-values.ts';
import { StorefrontValuesProvider } from '../../storefront/use-storefront.ts';
import { authDialogStore, closeAuthDialog, provideAuthDialogs } from './auth-dialog.ts';
import { authValues, demoCustomer } from './auth-fixtures.ts';
import { useAccountEntry } from './use-account-entry.ts';

function AccountLink() {
  const entry = useAccountEntry();
  if (entry.hidden) return null;
  return (
    <Link to="/account" {...entry.props}>
      Account
    </Link>
  );
}

function renderLink(values: StorefrontValues) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <StorefrontValuesProvider value={values}>
          <AccountLink />
        </StorefrontValuesProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => act(() => closeAuthDialog()));

describe('useAccountEntry (the header icon and the mobile Account tab)', () => {
  it('opens the login dialog in place for a guest', async () => {
    const release = provideAuthDialogs(async () => ({}));
    const router = renderLink(authValues());
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(link);
    release();
    expect(authDialogStore.getState().request).toEqual({ dialog: 'login' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /account for a customer', async () => {
    const router = renderLink(authValues({}, demoCustomer));
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/account');
    expect(authDialogStore.getState().request).toBeNull();
  });

  it('stays a plain link on a page without the dialogs (the guard then asks to log in)', async () => {
    const router = renderLink(authValues());
    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('is no entry at all for a guest when the store has no way to log in', () => {
    renderLink(authValues({ enable_otp_auth: false, enable_legacy_auth: false }));
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
  });
});
