import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeProviderIds, setActiveProviders, track, trackPageView } from './analytics.ts';
import { analyticsAllowed } from './analytics-allowed.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

function fakeProvider(id: string) {
  return {
    id,
    load: vi.fn(),
    unload: vi.fn(),
    pageView: vi.fn(),
    track: vi.fn(),
  } satisfies AnalyticsProvider;
}

const ITEM = { currency: 'INR', value: 2499, items: [{ id: 7, name: 'Rain jacket', price: 2499 }] };

afterEach(() => setActiveProviders([]));

describe('analyticsAllowed (spec §4)', () => {
  it('allows analytics without a cookie warning, and with one only after optional consent', () => {
    expect(analyticsAllowed({ cookieWarningEnabled: false, preferences: null })).toBe(true);
    expect(analyticsAllowed({ cookieWarningEnabled: true, preferences: null })).toBe(false);
    const declined = [
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: false },
    ];
    expect(analyticsAllowed({ cookieWarningEnabled: true, preferences: declined })).toBe(false);
    const accepted = [
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ];
    expect(analyticsAllowed({ cookieWarningEnabled: true, preferences: accepted })).toBe(true);
  });
});

// Nothing is sent before consent: AnalyticsManager.test.tsx, through the consent gate.
describe('track', () => {
  it('loads providers once, sends events to each, and stops after they are withdrawn', () => {
    const gtag = fakeProvider('GoogleGtag');
    const pixel = fakeProvider('FacebookPixel');
    setActiveProviders([gtag, pixel]);
    setActiveProviders([gtag, pixel]);
    expect(gtag.load).toHaveBeenCalledTimes(1);
    expect(activeProviderIds()).toEqual(['GoogleGtag', 'FacebookPixel']);
    track('add_to_cart', ITEM);
    trackPageView('/cart');
    expect(gtag.track).toHaveBeenCalledWith('add_to_cart', ITEM);
    expect(pixel.pageView).toHaveBeenCalledWith('/cart');

    setActiveProviders([]);
    expect(activeProviderIds()).toEqual([]);
    expect(gtag.unload).toHaveBeenCalledTimes(1);
    expect(pixel.unload).toHaveBeenCalledTimes(1);
    track('view_cart', ITEM);
    expect(gtag.track).toHaveBeenCalledTimes(1);
  });

  it('keeps going when one provider throws', () => {
    const broken = fakeProvider('MicrosoftClarity');
    broken.track.mockImplementation(() => {
      throw new Error('blocked');
    });
    const pixel = fakeProvider('FacebookPixel');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setActiveProviders([broken, pixel]);
    track('whatsapp_chat', { path: '/product/x' });
    expect(pixel.track).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
