import { act, render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '../consent/consent-cookie.ts';
import { consentStore } from '../consent/consent-store.ts';
import { AnalyticsManager } from './AnalyticsManager.tsx';
import { setActiveProviders, track } from './analytics.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

// The installed GoogleGtag plugin's provider, replaced by a spy: everything between the plugin
// config and the provider (the consent gate, the lazy loading) is the real code.
const gtag = vi.hoisted(() => ({
  id: 'GoogleGtag',
  load: vi.fn(),
  unload: vi.fn(),
  pageView: vi.fn(),
  track: vi.fn(),
}));
vi.mock('./providers/google-gtag.ts', () => ({
  googleGtagProvider: (): AnalyticsProvider => gtag,
}));

const ITEM = { currency: 'INR', value: 2499, items: [{ id: 7, name: 'Rain jacket', price: 2499 }] };

/** Lets a test navigate as the shop's links do. */
let navigate: ReturnType<typeof useNavigate> = () => undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

function renderManager() {
  return render(
    <MemoryRouter initialEntries={['/product/rain-jacket']}>
      <NavigateHandle />
      <AnalyticsManager
        pluginConfigs={{ GoogleGtag: { google_tag_id: 'G-TEST1' } }}
        cookieWarningEnabled
      />
    </MemoryRouter>,
  );
}

/** Lets the provider's lazily imported module arrive, if anything asked for it. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  act(() => consentStore.setState({ preferences: null, dialogOpen: false }));
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  setActiveProviders([]);
  vi.clearAllMocks();
});

describe('AnalyticsManager (spec §4 "Analytics")', () => {
  it('sends an installed provider nothing before consent, and the events once the shopper accepts', async () => {
    renderManager();
    track('view_item', ITEM);
    await settle();
    expect(gtag.load).not.toHaveBeenCalled();
    expect(gtag.pageView).not.toHaveBeenCalled();
    expect(gtag.track).not.toHaveBeenCalled();

    act(() => consentStore.getState().acceptAll());
    await waitFor(() => expect(gtag.load).toHaveBeenCalledTimes(1));
    expect(gtag.pageView).toHaveBeenCalledWith('/product/rain-jacket');
    track('add_to_cart', ITEM);
    expect(gtag.track).toHaveBeenCalledWith('add_to_cart', ITEM);
    // what happened before consent is not sent afterwards
    expect(gtag.track).toHaveBeenCalledTimes(1);
  });

  it('records each page once: the one shown at consent, then every navigation', async () => {
    renderManager();
    await act(() => navigate('/cart'));
    act(() => consentStore.getState().acceptAll());
    await waitFor(() => expect(gtag.pageView).toHaveBeenCalledTimes(1));
    expect(gtag.pageView).toHaveBeenLastCalledWith('/cart');
    await act(() => navigate('/shop-online?page=2'));
    expect(gtag.pageView).toHaveBeenCalledTimes(2);
    expect(gtag.pageView).toHaveBeenLastCalledWith('/shop-online?page=2');
    await settle();
    expect(gtag.pageView).toHaveBeenCalledTimes(2);
  });

  it('sends nothing after the shopper declines', async () => {
    renderManager();
    act(() => consentStore.getState().declineAll());
    track('add_to_cart', ITEM);
    await settle();
    expect(gtag.load).not.toHaveBeenCalled();
    expect(gtag.pageView).not.toHaveBeenCalled();
    expect(gtag.track).not.toHaveBeenCalled();
  });

  it('stops sending once consent is withdrawn', async () => {
    renderManager();
    act(() => consentStore.getState().acceptAll());
    await waitFor(() => expect(gtag.load).toHaveBeenCalledTimes(1));
    act(() => consentStore.getState().declineAll());
    expect(gtag.unload).toHaveBeenCalledTimes(1);
    track('view_cart', ITEM);
    expect(gtag.track).not.toHaveBeenCalled();
  });
});
