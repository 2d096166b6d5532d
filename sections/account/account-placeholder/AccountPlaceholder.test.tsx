import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountFixture, accountApi } from '../shared/account-fixtures.tsx';
import AccountPlaceholder from './AccountPlaceholder.tsx';

const MESSAGE = 'Your address book is coming soon. Until then, enter your address at checkout.';

function renderNote(path: string) {
  render(
    <AccountFixture
      path={path}
      api={accountApi()}
      element={<AccountPlaceholder panel="addresses" message={MESSAGE} />}
    />,
  );
}

describe('AccountPlaceholder', () => {
  it('stands in for its page’s panel', () => {
    renderNote('/account/addresses');
    expect(screen.getByText(MESSAGE)).toBeVisible();
  });

  it('shows nothing on the account’s other pages', () => {
    renderNote('/account/wishlist');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
