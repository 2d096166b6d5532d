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

/** The installed plugins with their public config (spec §4: shoppers only see installed ones). */
export const all = endpoint({
  method: 'GET',
  path: '/api/plugins/all',
  access: 'guest',
  silent: true,
  schemas: () => import('../plugins.ts').then((m) => ({ data: m.pluginListResponseSchema })),
});

/** One installed plugin's public config by its name; 404 when it is not installed. */
export const config = endpoint({
  method: 'GET',
  path: '/api/plugins/config/:name',
  access: 'guest',
  silent: true,
  schemas: () => import('../plugins.ts').then((m) => ({ data: m.pluginConfigResponseSchema })),
});

/** Sends a trade (bulk) enquiry, optionally about a product; answers the team's promise. */
export const tradeEnquiry = endpoint({
  method: 'POST',
  path: '/api/plugins/TradeEnquiry/submit',
  access: 'guest',
  schemas: () =>
    import('../content.ts').then((m) => ({
      body: m.tradeEnquiryRequestSchema,
      data: m.acknowledgementSchema,
    })),
});

/** Subscribes an e-mail to the newsletter; subscribing twice is a success that says so. */
export const emailSubscribe = endpoint({
  method: 'POST',
  path: '/api/plugins/emailSubscription/subscribe',
  access: 'guest',
  schemas: () =>
    import('../content.ts').then((m) => ({
      body: m.emailSubscriptionRequestSchema,
      data: m.emailSubscriptionSchema,
    })),
});

/** A gallery by its key, or a product's gallery (its own pictures when it has none). */
export const gallery = endpoint({
  method: 'POST',
  path: '/api/plugins/Gallery',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../content.ts').then((m) => ({
      body: m.galleryRequestSchema,
      data: m.gallerySchema,
    })),
});

/** The custom gallery plugin's gallery: answered as {@link gallery}'s is. */
export const customGallery = endpoint({
  method: 'POST',
  path: '/api/plugins/customGallery',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../content.ts').then((m) => ({
      body: m.galleryRequestSchema,
      data: m.gallerySchema,
    })),
});

/** Whether a postal code is delivered to: delivery days and cash on delivery, or not serviceable. */
export const pincodeCheck = endpoint({
  method: 'GET',
  path: '/api/plugins/PincodeAvaliability/check',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../content.ts').then((m) => ({
      query: m.pincodeQuerySchema,
      data: m.pincodeAvailabilitySchema,
    })),
});

/** The fields of the write-a-review form, in order. */
export const reviewFields = endpoint({
  method: 'GET',
  path: '/api/plugins/review/fields',
  access: 'guest',
  silent: true,
  schemas: () => import('../reviews.ts').then((m) => ({ data: m.reviewFieldsResponseSchema })),
});

/** The customer's review of a product, once per product; answers it and the new rating. */
export const rateProduct = endpoint({
  method: 'POST',
  path: '/api/plugins/review/rate-product',
  access: 'customer',
  schemas: () =>
    import('../reviews.ts').then((m) => ({
      body: m.rateProductRequestSchema,
      data: m.rateProductResponseSchema,
    })),
});

/** One page of a product's reviews (spec §9: 10 per page from page 1) with its rating summary. */
export const productReviews = endpoint({
  method: 'POST',
  path: '/api/plugins/review/product-reviews',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../reviews.ts').then((m) => ({
      body: m.productReviewsRequestSchema,
      data: m.productReviewsResponseSchema,
    })),
});

/**
 * Stores a shopper's picture for a customisable product (spec §3 `image_path`): one multipart
 * `file`, a PNG, JPEG, WebP or GIF of at most 2 MB. Not in spec §7, which names no upload call.
 * The body is form data, not JSON, so the row has no body schema: the API reads the file itself.
 */
export const uploadCustomisation = endpoint({
  method: 'POST',
  path: '/api/plugins/customisation/upload',
  access: 'guest',
  silent: true,
  schemas: () => import('../uploads.ts').then((m) => ({ data: m.customisationUploadSchema })),
});

/** A stored customisation picture, at the `image_path` its upload answered. */
export const customisationPicture = endpoint({
  method: 'GET',
  path: '/api/plugins/customisation/uploads/:file',
  access: 'guest',
  silent: true,
  file: true,
  schemas: () => import('../image.ts').then((m) => ({ data: m.imageFileSchema })),
});
