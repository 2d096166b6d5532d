import { addScript, deleteCookies, removeScripts } from '../dom.ts';
import type { AnalyticsEventName, AnalyticsEvents, AnalyticsItem } from '../events.ts';
import type { AnalyticsProvider } from './provider.ts';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: unknown;
  loaded: boolean;
  version: string;
};

const HOSTS = ['connect.facebook.net', 'www.facebook.com'];
const COOKIES = [/^_fbp$/, /^_fbc$/];

/** spec §4 events as Pixel standard events; the rest are sent as custom events. */
const STANDARD: Partial<Record<AnalyticsEventName, string>> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  add_to_wishlist: 'AddToWishlist',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
  whatsapp_chat: 'Contact',
};
const CUSTOM: Partial<Record<AnalyticsEventName, string>> = {
  view_cart: 'ViewCart',
  remove_from_cart: 'RemoveFromCart',
  remove_from_wishlist: 'RemoveFromWishlist',
  add_shipping_info: 'AddShippingInfo',
};

function fbq(): Fbq {
  const scope = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (!scope.fbq) {
    // the documented Pixel stub: calls queue until fbevents.js replaces `callMethod`
    const stub = ((...args: unknown[]) => {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    }) as Fbq;
    stub.queue = [];
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    scope.fbq = stub;
    scope._fbq ??= stub;
  }
  return scope.fbq;
}

function pixelParams<E extends AnalyticsEventName>(
  payload: AnalyticsEvents[E],
): Record<string, unknown> {
  const items = (payload as { items?: AnalyticsItem[] }).items;
  const { currency, value } = payload as { currency?: string; value?: number };
  if (!items) return { ...payload };
  return {
    content_type: 'product',
    content_ids: items.map((item) => String(item.id)),
    contents: items.map((item) => ({ id: String(item.id), quantity: item.quantity ?? 1 })),
    num_items: items.reduce((sum, item) => sum + (item.quantity ?? 1), 0),
    ...(currency ? { currency } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}

/** Facebook Pixel (plugin `FacebookPixel`, config `code`). */
export function facebookPixelProvider(pixelId: string): AnalyticsProvider {
  return {
    id: 'FacebookPixel',
    load() {
      const send = fbq();
      send('consent', 'grant');
      send('init', pixelId);
      addScript(this.id, 'https://connect.facebook.net/en_US/fbevents.js');
    },
    unload() {
      fbq()('consent', 'revoke');
      removeScripts(this.id, HOSTS);
      deleteCookies(COOKIES);
    },
    pageView() {
      fbq()('track', 'PageView');
    },
    track(event, payload) {
      const standard = STANDARD[event];
      if (standard) fbq()('track', standard, pixelParams(payload));
      else fbq()('trackCustom', CUSTOM[event] ?? event, pixelParams(payload));
    },
  };
}
