import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountFixture, accountApi } from '../shared/account-fixtures.tsx';
import AccountHeading from './AccountHeading.tsx';

function renderHeading(path: string, showDescription = true) {
  render(
    <AccountFixture
      path={path}
      api={accountApi()}
      element={<AccountHeading show_description={showDescription} />}
    />,
  );
}

describe('AccountHeading (spec §2 route table)', () => {
  it.each([
    [
      '/account',
      'Account Overview',
      'Your recent orders, saved addresses and wishlist at a glance.',
    ],
    ['/account/profile', 'Profile', 'Edit your profile'],
    ['/account/security', 'Security', 'Access logs and change password'],
    ['/account/orders', 'Orders & Refunds', 'Track/Manage your orders'],
    ['/account/addresses', 'Addresses', 'Save addresses for a hassle-free checkout'],
    ['/account/wishlist', 'Wishlist', 'All your saved product collections'],
  ])('titles %s “%s”, described as “%s”', (path, title, description) => {
    renderHeading(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(description)).toBeVisible();
  });

  it('leaves the description out when the store turns it off', () => {
    renderHeading('/account/orders', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders & Refunds' })).toBeVisible();
    expect(screen.queryByText('Track/Manage your orders')).not.toBeInTheDocument();
  });

  it('adds no h1 to the reset-password page, which has its own', () => {
    renderHeading('/account/reset-password/a%40b.c/token');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
