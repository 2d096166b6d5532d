import { endpoint } from '../endpoint.ts';

// spec §7 "Checkout". Rows of the endpoint table: see schemas/api/endpoint.ts. A guest may check
// out (when the store allows it): the order is then reached with the token place-order answers.

/** Turns the shopper's cart into one order; placing the same cart twice answers that order. */
export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/checkout/place-order',
  access: 'guest',
  schemas: () =>
    import('../checkout.ts').then((m) => ({
      body: m.placeOrderRequestSchema,
      data: m.placeOrderResponseSchema,
    })),
});

/** Opens a card payment for an order, or says there is nothing to pay now (cash on delivery). */
export const processPayment = endpoint({
  method: 'POST',
  path: '/api/checkout/process-payment',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../checkout.ts').then((m) => ({
      body: m.processPaymentRequestSchema,
      data: m.processPaymentResponseSchema,
    })),
});

/**
 * Charges the card for an open payment, at most once. A declined card is a 402 whose `data` is
 * `paymentDeclinedSchema` (the order stays awaiting payment).
 */
export const completePayment = endpoint({
  method: 'POST',
  path: '/api/checkout/complete-payment',
  access: 'guest',
  schemas: () =>
    import('../checkout.ts').then((m) => ({
      body: m.completePaymentRequestSchema,
      data: m.completePaymentResponseSchema,
    })),
});

/** The order for the order-complete (or payment-failed) page. */
export const complete = endpoint({
  method: 'GET',
  path: '/api/checkout/complete',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../checkout.ts').then((m) => ({
      query: m.checkoutCompleteQuerySchema,
      data: m.checkoutCompleteSchema,
    })),
});

/** Stores the shopper's rating of the checkout, one per order (rating again replaces it). */
export const rateExperience = endpoint({
  method: 'POST',
  path: '/api/checkout/rate-experience',
  access: 'guest',
  schemas: () =>
    import('../checkout.ts').then((m) => ({
      body: m.rateExperienceRequestSchema,
      data: m.rateExperienceResponseSchema,
    })),
});
