import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../runtime/commerce/auth/auth-store.ts';
import { loadDocument } from '../../../runtime/routing/load-document.ts';
import { routeOf } from '../../../runtime/testing/section-fixtures.tsx';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { AccountFixture, accountApi, demoCustomer } from '../shared/account-fixtures.tsx';
import AccountMenu from './AccountMenu.tsx';

// jsdom cannot load a document: logging out's trip home is watched instead
vi.mock('../../../runtime/routing/load-document.ts', () => ({ loadDocument: vi.fn() }));

function renderMenu(path: string, api = accountApi()) {
  render(
    <AccountFixture path={path} api={api} element={<AccountMenu show_greeting show_logout />} />,
  );
  return api;
}

/** Unfolds the menu: jsdom matches no media query, so it is laid out as on a phone. */
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
  return screen.getByRole('navigation', { name: 'Account' });
}

afterEach(() => act(() => authStore.getState().clearUser()));

describe('AccountMenu (spec §2 "Account menu")', () => {
  it('lists the groups and entries in the spec’s order, each to its page', async () => {
    renderMenu('/account');
    const menu = await openMenu();
    const groups = within(menu).getAllByRole('list');
    expect(
      groups.map((list) => [
        list.getAttribute('aria-labelledby') &&
          document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
        within(list)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ]),
    ).toEqual([
      ['Home', [['Dashboard', '/account']]],
      [
        'Account',
        [
          ['Profile', '/account/profile'],
          ['Security', '/account/security'],
          ['Addresses', '/account/addresses'],
          ['Wishlist', '/account/wishlist'],
        ],
      ],
      ['Orders', [['Orders & Refunds', '/account/orders']]],
    ]);
  });

  it('marks the page shown, and only it', async () => {
    renderMenu('/account/security');
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('folds behind one button naming the page on a phone, and closes after choosing', async () => {
    renderMenu('/account/orders');
    const toggle = screen.getByRole('button', { name: /^Account menu/ });
    expect(toggle).toHaveTextContent('Orders & Refunds');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(toggle).toHaveTextContent('Profile'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
    // focus is not lost on a link that folded away
    expect(toggle).toHaveFocus();
  });

  it('folds again with Escape, focus back on its button', async () => {
    renderMenu('/account');
    const menu = await openMenu();
    const toggle = screen.getByRole('button', { name: /^Account menu/ });
    within(menu).getByRole('link', { name: 'Security' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('greets the customer by name', async () => {
    renderMenu('/account/profile');
    // shown from 1024 px: the folded menu names the page instead
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText(demoCustomer.email)).toBeInTheDocument();
  });

  it('logs out with Logout: the session ends, the remembered customer is forgotten, / loads anew', async () => {
    act(() => authStore.getState().setUser(demoCustomer));
    const logout = vi.fn(() => null);
    const api = renderMenu('/account', accountApi({}, { [routeOf(auth.logout)]: logout }));
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(authStore.getState().user).toBeNull());
    expect(logout).toHaveBeenCalledOnce();
    expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(true);
    expect(loadDocument).toHaveBeenCalledWith('/');
    // busy until the home page replaces this one
    expect(screen.getByRole('button', { name: /Logout/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows nothing on the reset-password page, which is a guest’s', () => {
    renderMenu('/account/reset-password/a%40b.c/token');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });
});
