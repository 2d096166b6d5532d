import * as plugins from '../../schemas/api/endpoints/plugins.ts';
import type { Order } from '../../schemas/api/orders.ts';
import type { ApiClient } from '../api/client.ts';
import { isUnreadableAnswer } from '../api/unreadable-answer.ts';
import { activeProviderIds, trackWith } from './analytics.ts';
import type { AnalyticsEvents } from './events.ts';

/**
 * An order as far as purchase tracking is concerned (spec §3 "Order"): its number, the flags of
 * the purchase already sent (left out when unknown), and for a guest the order token that proves
 * access to it.
 */
export type TrackableOrder = Pick<Order, 'order_no'> &
  Partial<
    Pick<
      Order,
      'google_gtag_event_tracked' | 'google_gtm_event_tracked' | 'facebook_pixel_event_tracked'
    >
  > & { token?: string | null };

// Plugins that report purchases, the row that marks the order for each, the providers behind
// each, and the order's flag for it.
const TRACKERS = [
  {
    plugin: 'GoogleGtag',
    row: plugins.trackPurchaseGoogleGtag,
    providers: ['GoogleGtag', 'GoogleTagManager'],
    tracked: (order: TrackableOrder) =>
      order.google_gtag_event_tracked === true || order.google_gtm_event_tracked === true,
  },
  {
    plugin: 'FacebookPixel',
    row: plugins.trackPurchaseFacebookPixel,
    providers: ['FacebookPixel'],
    tracked: (order: TrackableOrder) => order.facebook_pixel_event_tracked === true,
  },
] as const;

// Orders handled in this page's life: a re-render must not send twice while a call is out.
const handled = new Set<string>();

/**
 * Sends the purchase once (spec §4 "Purchase is sent once, only if the order is not already
 * marked tracked"). For each reporting plugin that is active and whose flag on the order is not
 * set, the order is first marked with the plugin's track-purchase row; the purchase is sent only
 * when that call succeeds and says it was not marked before, so two tabs cannot both send it.
 * Returns the plugins it was sent for.
 */
export async function trackPurchase(
  api: ApiClient,
  order: TrackableOrder,
  payload: AnalyticsEvents['purchase'],
): Promise<string[]> {
  const active = activeProviderIds();
  const sent: string[] = [];
  for (const tracker of TRACKERS) {
    const providers = tracker.providers.filter((id) => active.includes(id));
    const key = `${tracker.plugin}:${order.order_no}`;
    if (providers.length === 0 || tracker.tracked(order) || handled.has(key)) continue;
    handled.add(key);
    try {
      const answer = await api.call(tracker.row, {
        body: { order_no: order.order_no, ...(order.token ? { token: order.token } : {}) },
        silent: true,
      });
      if (answer.data.already_tracked) continue;
    } catch (error) {
      // not marked, so not sent: a later visit may still send it once (an answer that cannot be
      // read came after the API marked it, so that one is sent)
      if (!isUnreadableAnswer(error)) continue;
    }
    trackWith(providers, 'purchase', payload);
    sent.push(tracker.plugin);
  }
  return sent;
}
