import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from '../app/root.tsx';
import { fakeApi } from '../routing/guards/guard-test-kit.ts';
import { NO_SECTION_MODULES } from '../server/section-modules.ts';
import { readInitialValues } from './initial-values.ts';
import { StorefrontValuesProvider, useStorefront } from './use-storefront.ts';

function Probe() {
  const { storefront, settings, isLoggedIn } = useStorefront();
  return (
    <p>
      {storefront.channel.currency.code} {settings.store_name ?? '-'} {String(isLoggedIn)}{' '}
      {storefront.theme_color}
    </p>
  );
}

/** The root loader's data for a store answering `initialValues`, as the server computes it. */
async function rootDataFor(initialValues: unknown) {
  const { api } = fakeApi({ '/api/storefront/initial-values': initialValues });
  const args = {
    request: new Request('http://shop.test/'),
    params: {},
    context: {
      api,
      setCookies: [],
      config: { editorOrigins: [] },
      sectionModules: NO_SECTION_MODULES,
    },
  } as unknown as Parameters<typeof loader>[0];
  return loader(args);
}

/** Renders the probe in a router whose root has `rootData` (`undefined`: no root data). */
function renderWithRoot(rootData: unknown) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData ?? null, element: <Probe /> }],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('useStorefront', () => {
  it('reads the values the root loader parsed on the server', async () => {
    renderWithRoot(
      await rootDataFor({
        settings: { store_name: 'Northwind' },
        storefront: { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } },
        account: { id: 3 },
      }),
    );
    expect(screen.getByText('INR Northwind true #111827')).toBeInTheDocument();
  });

  it('applies the defaults and warns once on the server when the values are malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const values = {
      storefront: {
        channel: { currency: { code: 'EUR' }, country: { mobile_code: '+49' } },
        theme_color: 'not a colour',
      },
    };
    const first = await rootDataFor(values);
    await rootDataFor(structuredClone(values)); // the next request: no second warning
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/storefront\.theme_color/);
    renderWithRoot(first);
    expect(screen.getByText('EUR - false #111827')).toBeInTheDocument();
  });

  it('says what it lacks without the root loader’s data or a provider (the root error page provides the defaults)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithRoot(undefined);
    // the router's own error page names what is missing
    expect(
      screen.getByRole('heading', { name: /no root loader data and no StorefrontValuesProvider/ }),
    ).toBeInTheDocument();
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
