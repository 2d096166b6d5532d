import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readInitialValues } from '../../../runtime/storefront/initial-values.ts';
import { StorefrontValuesProvider } from '../../../runtime/storefront/use-storefront.ts';
import WebsiteUnavailable from './WebsiteUnavailable.tsx';

const values = readInitialValues({
  license_status: null,
  settings: { store_email: 'help@shop.test' },
  storefront: { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } },
}).values;

function renderInStore(element: ReactNode) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <StorefrontValuesProvider value={values}>{element}</StorefrontValuesProvider>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('WebsiteUnavailable', () => {
  it("says 'Website Unavailable' and links to the store's support e-mail", () => {
    renderInStore(
      <WebsiteUnavailable
        reason="subscription"
        heading="Website Unavailable"
        support_label="Contact support"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Website Unavailable' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:help@shop.test',
    );
  });

  it('uses the address given in its props', () => {
    renderInStore(
      <WebsiteUnavailable
        reason="licence"
        heading="Website Unavailable"
        support_label="Write to us"
        support_email="team@shop.test"
      />,
    );
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:team@shop.test',
    );
    expect(screen.getByText(/not available right now/)).toBeVisible();
  });

  it('never makes a link of something that is not an e-mail address', () => {
    renderInStore(
      <WebsiteUnavailable
        reason="licence"
        heading="Website Unavailable"
        support_label="Write to us"
        support_email="javascript:alert(1)"
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
