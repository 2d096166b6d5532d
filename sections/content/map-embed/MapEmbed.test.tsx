import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionalCookiesProvider } from '../../../runtime/chrome/cookie-preferences-slot.ts';
import { consentStore } from '../../../runtime/consent/consent-store.ts';
import { optionalCookiesConsent } from '../../../runtime/consent/optional-cookies-consent.ts';
import { readInitialValues } from '../../../runtime/storefront/initial-values.ts';
import { routeApi, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs } from '../../story-presets.ts';
import { mapEmbed } from './index.ts';
import MapEmbed from './MapEmbed.tsx';

const storeMap = presetArgs(mapEmbed, 'Store map');
const EMBED = 'https://www.google.com/maps?q=Lavelle+Road,+Bengaluru&output=embed';

function values(cookieWarning = true, settings: Record<string, unknown> = {}) {
  return readInitialValues({
    settings: {
      store_address: '14 Lavelle Road\nBengaluru 560001',
      store_state: 'Karnataka',
      store_country: 'India',
      google_embed_url: EMBED,
      ...settings,
    },
    storefront: {
      channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
      is_cookie_warning_enabled: cookieWarning,
    },
  }).values;
}

function map(props = storeMap, storeValues = values()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={routeApi({})} values={storeValues}>
            <OptionalCookiesProvider value={optionalCookiesConsent}>
              <MapEmbed {...props} />
            </OptionalCookiesProvider>
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: ['/contact-us'] },
  );
  return <RouterProvider router={router} />;
}

const region = () => screen.getByRole('region', { name: 'Find us' });

afterEach(() => act(() => consentStore.setState({ preferences: null })));

describe('MapEmbed (spec §2 "map embed", §3 google_embed_url)', () => {
  it('waits for the shopper’s agreement, saying the map sets cookies, with the address and a maps link', async () => {
    render(map());
    // the stored choice has been read: still no map
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(region().querySelector('iframe')).toBeNull();
    expect(region()).toHaveTextContent('The map is shown by Google Maps, which sets cookies.');
    const load = within(region()).getByRole('button', { name: 'Load map' });
    expect(load).toHaveAccessibleDescription(/sets cookies/);
    expect(region()).toHaveTextContent('14 Lavelle Road, Bengaluru 560001, Karnataka, India');
    expect(within(region()).getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=14%20Lavelle%20Road%2C%20Bengaluru%20560001%2C%20Karnataka%2C%20India',
    );
  });

  it('loads the configured map, lazily, once “Load map” is pressed', async () => {
    render(map());
    await userEvent.click(within(region()).getByRole('button', { name: 'Load map' }));
    const embedded = region().querySelector('iframe');
    expect(embedded).toHaveAttribute('src', EMBED);
    expect(embedded).toHaveAttribute('loading', 'lazy');
    expect(embedded).toHaveAttribute(
      'title',
      'Map of 14 Lavelle Road, Bengaluru 560001, Karnataka, India',
    );
    expect(embedded).toHaveFocus();
    // the stored cookie choice is left as it was
    expect(consentStore.getState().preferences).toBeNull();
  });

  it('shows the map at once when the shopper accepted optional cookies, or the store asks no consent', async () => {
    act(() => consentStore.getState().acceptAll());
    const { unmount } = render(map());
    await waitFor(() => expect(region().querySelector('iframe')).toHaveAttribute('src', EMBED));
    expect(within(region()).queryByRole('button', { name: 'Load map' })).toBeNull();
    unmount();

    act(() => consentStore.getState().declineAll());
    render(map(storeMap, values(false)));
    expect(region().querySelector('iframe')).toHaveAttribute('src', EMBED);
  });

  it('follows the shopper’s choice as it changes: accepting optional cookies shows the map', async () => {
    render(map());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(region().querySelector('iframe')).toBeNull();
    act(() => consentStore.getState().acceptAll());
    await waitFor(() => expect(region().querySelector('iframe')).toHaveAttribute('src', EMBED));
  });

  it('renders the same HTML on the server whatever the visitor chose: no map', () => {
    act(() => consentStore.getState().acceptAll());
    const html = renderToString(map());
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Load map');
  });

  it('takes its own URL before the store’s, and never frames anything but https', async () => {
    const own = 'https://www.openstreetmap.org/export/embed.html?bbox=77.59,12.97,77.60,12.98';
    const { unmount } = render(map({ ...storeMap, map_url: own }));
    expect(region()).toHaveTextContent('The map is shown by OpenStreetMap, which sets cookies.');
    await userEvent.click(within(region()).getByRole('button', { name: 'Load map' }));
    expect(region().querySelector('iframe')).toHaveAttribute('src', own);
    unmount();

    render(map(storeMap, values(true, { google_embed_url: 'javascript:alert(1)' })));
    expect(within(region()).queryByRole('button', { name: 'Load map' })).toBeNull();
    expect(region().querySelector('iframe')).toBeNull();
    // the address and its link still say where the store is
    expect(within(region()).getByRole('link', { name: 'Open in maps' })).toBeVisible();
  });
});
