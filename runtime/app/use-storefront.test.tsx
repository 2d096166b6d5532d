import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInitialValues } from './initial-values.ts';
import { StorefrontValuesProvider, storefrontValuesOf, useStorefront } from './use-storefront.ts';

function Probe() {
  const { storefront, settings, isLoggedIn } = useStorefront();
  return (
    <p>
      {storefront.channel.currency.code} {settings.store_name ?? '-'} {String(isLoggedIn)}{' '}
      {storefront.theme_color}
    </p>
  );
}

function renderWithRoot(initialValues: unknown) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ initialValues }), element: <Probe /> }],
    { hydrationData: { loaderData: { root: { initialValues } } } },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('useStorefront', () => {
  it("reads the root loader's initial values", () => {
    renderWithRoot({
      settings: { store_name: 'Northwind' },
      storefront: { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } },
      account: { id: 3 },
    });
    expect(screen.getByText('INR Northwind true #111827')).toBeInTheDocument();
  });

  it('applies the defaults and warns once when the values are malformed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const values = {
      storefront: {
        channel: { currency: { code: 'EUR' }, country: { mobile_code: '+49' } },
        theme_color: 'not a colour',
      },
    };
    renderWithRoot(values);
    expect(screen.getByText('EUR - false #111827')).toBeInTheDocument();
    storefrontValuesOf(values);
    storefrontValuesOf(structuredClone(values));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/storefront\.theme_color/);
  });

  it('prefers values given by a provider (stories, tests, previews)', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <StorefrontValuesProvider
            value={
              readInitialValues({
                settings: { store_name: 'Story shop' },
                storefront: {
                  channel: { currency: { code: 'USD' }, country: { mobile_code: '+1' } },
                },
              }).values
            }
          >
            <Probe />
          </StorefrontValuesProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('USD Story shop false #111827')).toBeInTheDocument();
  });
});
