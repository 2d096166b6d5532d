import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import {
  AccountFixture,
  accountApi,
  demoCustomer,
  fixtureAddress,
  routeOf,
  serverError,
} from '../shared/account-fixtures.tsx';
import AccountDashboard from './AccountDashboard.tsx';

function renderDashboard(api = accountApi(), path = '/account') {
  render(<AccountFixture path={path} api={api} element={<AccountDashboard recent_orders={3} />} />);
  return api;
}

describe('AccountDashboard (spec §2 /account)', () => {
  it('greets the customer and shows the latest orders, default addresses and wishlist count', async () => {
    renderDashboard();
    expect(await screen.findByText('Asha')).toBeVisible();
    const orders = screen.getByRole('region', { name: 'Recent orders' });
    await waitFor(() => expect(within(orders).getAllByRole('listitem')).toHaveLength(3));
    const first = within(orders).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Order NW100005');
    expect(first).toHaveTextContent('Placed');
    // the total as the API wrote it
    expect(first).toHaveTextContent('₹3,446.00');
    expect(first).toHaveTextContent('3 items');
    expect(within(orders).getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    const addresses = screen.getByRole('region', { name: 'Default addresses' });
    expect(await within(addresses).findByText('Shipping address')).toBeVisible();
    expect(within(addresses).getByText('Asha Verma')).toBeVisible();
    expect(within(addresses).getByText('Bengaluru, 560038')).toBeVisible();
    expect(within(addresses).getAllByText('Karnataka, India')).toHaveLength(2);
    expect(within(addresses).getByText('Billing address')).toBeVisible();
    const wishlist = screen.getByRole('region', { name: 'Wishlist' });
    expect(await within(wishlist).findByText('3')).toBeVisible();
    expect(within(wishlist).getByRole('link', { name: 'View wishlist' })).toHaveAttribute(
      'href',
      '/account/wishlist',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('Verified')).toBeVisible();
    expect(within(profile).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
    expect(within(profile).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/account/security',
    );
  });

  it('says what a new customer has not got yet', async () => {
    renderDashboard(
      accountApi({
        orders: [],
        addresses: [],
        wishlistItems: 0,
        customer: { ...demoCustomer, phone_verified_at: null },
      }),
    );
    expect(await screen.findByText('You have not placed any orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
    expect(
      await screen.findByText('No saved addresses yet. Save one for a hassle-free checkout.'),
    ).toBeVisible();
    expect(await screen.findByText('saved products')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
    expect(screen.queryByRole('link', { name: 'View all orders' })).not.toBeInTheDocument();
    // an unverified phone is one step from being verified
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('+91 9876543210')).toBeVisible();
    expect(within(profile).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/account/profile',
    );
  });

  it('leaves out an address that is not a default', async () => {
    renderDashboard(accountApi({ addresses: [fixtureAddress('Shipping', {}, false)] }));
    expect(
      await screen.findByText('No saved addresses yet. Save one for a hassle-free checkout.'),
    ).toBeVisible();
  });

  it('says when the orders could not be loaded, and tries again', async () => {
    let fail = true;
    renderDashboard(
      accountApi(
        {},
        {
          [routeOf(orders.list)]: () => {
            if (fail) throw serverError();
            return { orders: [], pagination: { page: 1, per_page: 10, total: 0, last_page: 1 } };
          },
        },
      ),
    );
    const orders_ = screen.getByRole('region', { name: 'Recent orders' });
    expect(await within(orders_).findByRole('alert')).toHaveTextContent(
      'Your orders could not be loaded.',
    );
    // the other cards are not held back
    expect(await screen.findByText('Shipping address')).toBeVisible();
    fail = false;
    await userEvent.click(within(orders_).getByRole('button', { name: 'Try again' }));
    expect(await within(orders_).findByText('You have not placed any orders yet.')).toBeVisible();
  });

  it('shows skeletons while loading', () => {
    renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows nothing on the account’s other pages', () => {
    renderDashboard(accountApi(), '/account/profile');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
