import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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

/** The window scrolled to `scrollY` of a 3000 px page in a 1000 px viewport (0 resets jsdom's). */
function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: scrollY === 0 ? 0 : 3000,
    configurable: true,
  });
  Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
}
afterEach(() => scrollTo(0));

describe('StorefrontChrome', () => {
  it('brings the scroll-to-top button with the first scroll, and none before', async () => {
    renderChrome({ storefront: { ...storefront, is_scroll_button_enabled: true }, plugins: [] });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(2000);
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  });

  it('shows the chat button when the Chat plugin is installed, and no admin link without a token', () => {
    renderChrome({
      storefront,
      plugins: [{ module_name: 'Chat', config: { mobile_no: '919876543210' } }],
    });
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('shows the admin link when the initial values carry a token', async () => {
    renderChrome({ storefront, plugins: [], admin_token: 'secret' });
    // its code loads for such visits only
    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Chat with us on WhatsApp' }),
    ).not.toBeInTheDocument();
  });
});
