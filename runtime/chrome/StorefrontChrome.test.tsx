import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readInitialValues } from '../storefront/initial-values.ts';
import { StorefrontValuesProvider } from '../storefront/use-storefront.ts';
import { StorefrontChrome } from './StorefrontChrome.tsx';

function renderChrome(initialValues: Record<string, unknown>) {
  const values = readInitialValues(initialValues).values;
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <StorefrontValuesProvider value={values}>
          <StorefrontChrome />
        </StorefrontValuesProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const storefront = { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } };

describe('StorefrontChrome', () => {
  it('shows the chat button when the Chat plugin is installed, and no admin link without a token', () => {
    renderChrome({
      storefront,
      plugins: [{ module_name: 'Chat', config: { mobile_no: '919876543210' } }],
    });
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('shows the admin link when the initial values carry a token', () => {
    renderChrome({ storefront, plugins: [], admin_token: 'secret' });
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Chat with us on WhatsApp' }),
    ).not.toBeInTheDocument();
  });
});
