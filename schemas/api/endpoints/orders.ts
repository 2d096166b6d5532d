import { endpoint } from '../endpoint.ts';

// spec §7 "Orders and tracking". Rows of the endpoint table: see schemas/api/endpoint.ts.
// `/api/orders/*` is the logged-in customer's (another customer's order is a 404 like a missing
// one); `/api/track-order` answers anyone who knows the order number and its contact, or a waybill.

/** One page of the customer's orders, newest first, 10 a page. */
export const list = endpoint({
  method: 'GET',
  path: '/api/orders/get',
  access: 'customer',
  silent: true,
  schemas: () =>
    import('../orders.ts').then((m) => ({ query: m.ordersQuerySchema, data: m.ordersPageSchema })),
});

/** One of the customer's orders with its lines, payments and history, by number or id. */
export const detail = endpoint({
  method: 'POST',
  path: '/api/orders/item',
  access: 'customer',
  silent: true,
  schemas: () =>
    import('../orders.ts').then((m) => ({
      body: m.orderItemRequestSchema,
      data: m.orderDetailSchema,
    })),
});

/** The invoice of one of the customer's orders, as a PDF attachment (a link, not a call). */
export const invoice = endpoint({
  method: 'GET',
  path: '/api/orders/invoice',
  access: 'customer',
  silent: true,
  file: true,
  schemas: () =>
    import('../orders.ts').then((m) => ({
      query: m.invoiceQuerySchema,
      data: m.invoiceFileSchema,
    })),
});

/**
 * Cancels an order that has not shipped, while the store allows it: the stock goes back and a
 * card payment is refunded.
 */
export const cancel = endpoint({
  method: 'PUT',
  path: '/api/orders/cancel',
  access: 'customer',
  schemas: () =>
    import('../orders.ts').then((m) => ({
      body: m.cancelOrderRequestSchema,
      data: m.orderDetailSchema,
    })),
});

/** Asks for a refund of one line of a delivered order, once per line, while the store allows it. */
export const requestRefund = endpoint({
  method: 'POST',
  path: '/api/orders/refund/request',
  access: 'customer',
  schemas: () =>
    import('../orders.ts').then((m) => ({
      body: m.refundRequestSchema,
      data: m.refundResponseSchema,
    })),
});

/** An order's status and history, for whoever knows its number and its e-mail or phone. */
export const track = endpoint({
  method: 'POST',
  path: '/api/track-order',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../tracking.ts').then((m) => ({
      body: m.trackOrderRequestSchema,
      data: m.trackOrderResponseSchema,
    })),
});

/** A shipment's courier, status and scans by its waybill number. */
export const trackWaybill = endpoint({
  method: 'GET',
  path: '/api/track-order/:waybill',
  access: 'guest',
  silent: true,
  schemas: () => import('../tracking.ts').then((m) => ({ data: m.waybillTrackingSchema })),
});
