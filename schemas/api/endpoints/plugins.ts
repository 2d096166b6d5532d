import { endpoint } from '../endpoint.ts';

// spec §7 "Plugins". Rows of the endpoint table: see schemas/api/endpoint.ts.

/** spec §4 "Purchase is sent once": marks an order's purchase as sent to Google tag. */
export const trackPurchaseGoogleGtag = endpoint({
  method: 'PUT',
  path: '/api/plugins/GoogleGtag/track-purchase',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../tracking.ts').then((m) => ({
      body: m.trackPurchaseRequestSchema,
      data: m.trackPurchaseResponseSchema,
    })),
});

/** spec §4 "Purchase is sent once": marks an order's purchase as sent to Facebook Pixel. */
export const trackPurchaseFacebookPixel = endpoint({
  method: 'PUT',
  path: '/api/plugins/FacebookPixel/track-purchase',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../tracking.ts').then((m) => ({
      body: m.trackPurchaseRequestSchema,
      data: m.trackPurchaseResponseSchema,
    })),
});

/** Stores the abandoned-cart plugin's token on the shopper's cart (spec §4 "Cart actions"). */
export const abandonedCart = endpoint({
  method: 'POST',
  path: '/api/plugins/AbandonedCart',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.abandonedCartRequestSchema,
      data: m.abandonedCartResponseSchema,
    })),
});
