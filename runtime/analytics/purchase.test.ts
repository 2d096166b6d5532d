import { afterEach, describe, expect, it, vi } from 'vitest';
import * as plugins from '../../schemas/api/endpoints/plugins.ts';
import { ApiError } from '../api/api-error.ts';
import { type FixtureRoute, routeApi, routeOf } from '../testing/section-fixtures.tsx';
import { setActiveProviders } from './analytics.ts';
import type { AnalyticsProvider } from './providers/provider.ts';
import { trackPurchase } from './purchase.ts';

const fakeProvider = (id: string) =>
  ({
    id,
    load: vi.fn(),
    unload: vi.fn(),
    pageView: vi.fn(),
    track: vi.fn(),
  }) satisfies AnalyticsProvider;

const PAYLOAD = {
  transaction_id: 'NW-1',
  currency: 'INR',
  value: 100,
  items: [{ id: 1, name: 'Socks', price: 100 }],
};

/** An API whose track-purchase calls answer `already_tracked`, or fail with the error. */
function apiAnswering(alreadyTracked: boolean | Error) {
  const answer =
    (plugin: string): FixtureRoute =>
    ({ body }: { body?: unknown }) => {
      if (alreadyTracked instanceof Error) throw alreadyTracked;
      const { order_no } = body as { order_no: string };
      return { order_no, plugin, tracked: true, already_tracked: alreadyTracked };
    };
  const api = routeApi({
    [routeOf(plugins.trackPurchaseGoogleGtag)]: answer('GoogleGtag'),
    [routeOf(plugins.trackPurchaseFacebookPixel)]: answer('FacebookPixel'),
  });
  return { api, put: () => api.calls.filter((call) => call.method === 'PUT') };
}

afterEach(() => setActiveProviders([]));

describe('trackPurchase (spec §4 "Purchase is sent once")', () => {
  it('marks the order, then sends the purchase to the active providers', async () => {
    const gtag = fakeProvider('GoogleGtag');
    const pixel = fakeProvider('FacebookPixel');
    setActiveProviders([gtag, pixel]);
    const { api, put } = apiAnswering(false);
    const sent = await trackPurchase(api, { order_no: 'NW-1', token: 'tok' }, PAYLOAD);
    expect(sent).toEqual(['GoogleGtag', 'FacebookPixel']);
    expect(put()).toEqual([
      {
        method: 'PUT',
        path: plugins.trackPurchaseGoogleGtag.path,
        options: { body: { order_no: 'NW-1', token: 'tok' }, silent: true },
      },
      expect.objectContaining({ path: plugins.trackPurchaseFacebookPixel.path }),
    ]);
    expect(gtag.track).toHaveBeenCalledWith('purchase', PAYLOAD);
    expect(pixel.track).toHaveBeenCalledWith('purchase', PAYLOAD);
    // a second call in the same page (a re-render) sends nothing
    expect(await trackPurchase(api, { order_no: 'NW-1' }, PAYLOAD)).toEqual([]);
  });

  it('sends nothing for an order already marked, on the order or by the API', async () => {
    const gtag = fakeProvider('GoogleGtag');
    setActiveProviders([gtag]);
    const { api, put } = apiAnswering(true);
    expect(
      await trackPurchase(api, { order_no: 'NW-2', google_gtag_event_tracked: true }, PAYLOAD),
    ).toEqual([]);
    expect(put()).toEqual([]);
    expect(await trackPurchase(api, { order_no: 'NW-3' }, PAYLOAD)).toEqual([]);
    expect(gtag.track).not.toHaveBeenCalled();
  });

  it('sends nothing without consent, and nothing when the order cannot be marked', async () => {
    const { api, put } = apiAnswering(false);
    expect(await trackPurchase(api, { order_no: 'NW-4' }, PAYLOAD)).toEqual([]);
    expect(put()).toEqual([]);
    const pixel = fakeProvider('FacebookPixel');
    setActiveProviders([pixel]);
    const failing = apiAnswering(new ApiError('Not found', { status: 404 }));
    expect(await trackPurchase(failing.api, { order_no: 'NW-5' }, PAYLOAD)).toEqual([]);
    expect(pixel.track).not.toHaveBeenCalled();
  });

  it('sends the purchase of an order the API marked but answered unreadably', async () => {
    const pixel = fakeProvider('FacebookPixel');
    setActiveProviders([pixel]);
    const api = routeApi({ [routeOf(plugins.trackPurchaseFacebookPixel)]: { tracked: 'yes' } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await trackPurchase(api, { order_no: 'NW-6' }, PAYLOAD)).toEqual(['FacebookPixel']);
    expect(pixel.track).toHaveBeenCalledWith('purchase', PAYLOAD);
    log.mockRestore();
  });
});
