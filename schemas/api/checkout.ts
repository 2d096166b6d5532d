import { z } from 'zod';
import { CARD_CVC_INVALID_MESSAGE, CARD_NUMBER_INVALID_MESSAGE } from '../api-constants.ts';
import { testCardSchema } from './cart-checkout-choices.ts';
import { amountSchema, cartCallFields } from './cart-fields.ts';
import { FIELD_REQUIRED_MESSAGE } from './customer-fields.ts';
import { orderDetailSchema, orderNoField, orderSchema, paymentStatusSchema } from './orders.ts';

// Checkout contract (spec §7 "Checkout").
//
// place-order turns the caller's cart into an order: at most one order per cart, however often
// it is called; stock is taken in the same transaction. Cash on delivery is confirmed at once;
// a card order waits for payment: process-payment opens a payment with the gateway and
// complete-payment charges the card. Every call about an order proves access with the order's
// `token` (answered by place-order only) or by the logged-in customer who owns it.

export {
  CARD_CVC_INVALID_MESSAGE,
  CARD_DECLINED_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  PRICES_CHANGED_MESSAGE,
  TNC_REQUIRED_MESSAGE,
} from '../api-constants.ts';
/** Answer to a payment call for an order that is already paid. */
export const ALREADY_PAID_MESSAGE = 'This order has already been paid.';
/** Answer to a payment call for an order that cannot be paid (cancelled). */
export const ORDER_NOT_PAYABLE_MESSAGE = 'This order can no longer be paid.';

/** Body of `POST /api/checkout/place-order`. */
export const placeOrderRequestSchema = z.object({
  ...cartCallFields,
  /** The shopper ticked the terms; required when the store sets `allow_tnc_checkout`. */
  tnc_accepted: z.boolean().optional(),
  /** A note for the store. @default '' */
  note: z.string().trim().max(500).default(''),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** `data` of `POST /api/checkout/place-order`. */
export const placeOrderResponseSchema = z.object({
  /** The order (the same one on every call for the cart). */
  order: orderSchema,
  /**
   * Proves access to the order in payment, complete and tracking-plugin calls. Unguessable;
   * only its hash is stored. Keep it: it is answered again only to repeated place-order calls.
   */
  token: z.string(),
  /** Whether a card payment must follow (`process-payment`, then `complete-payment`). */
  payment_required: z.boolean(),
  /** Storefront path of the complete page: `/checkout-complete?token=…&order_id=…&type=success`. */
  complete_url: z.string(),
  /** Storefront path of the failed page. */
  failed_url: z.string(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** The order a payment call is about and the proof of access. */
const orderAccess = {
  /** Order number. */
  order_no: orderNoField,
  /** The order token from place-order; optional for the logged-in customer who owns it. */
  token: z.string().trim().min(1).max(200).optional(),
};

/** Body of `POST /api/checkout/process-payment`. */
export const processPaymentRequestSchema = z.object(orderAccess);
export type ProcessPaymentRequest = z.infer<typeof processPaymentRequestSchema>;

/** A payment opened with the gateway, to be completed with a card. */
export const paymentIntentSchema = z.object({
  /** The gateway's payment id; send it to `complete-payment`. */
  payment_id: z.string(),
  /** Gateway code, e.g. `test_card`. */
  gateway: z.string(),
  /** What will be charged. */
  amount: amountSchema,
  /** Cards the test gateway knows. @default [] */
  test_cards: z.array(testCardSchema).default([]),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/**
 * `data` of `POST /api/checkout/process-payment`: for a card order, the payment to complete
 * (`next: 'complete-payment'`); for cash on delivery or a paid order, `next: 'complete'` and no
 * payment.
 */
export const processPaymentResponseSchema = z.object({
  /** Order number. */
  order_no: z.string(),
  /** What the client does next. */
  next: z.enum(['complete-payment', 'complete']),
  /** The payment to complete; `null` when none is needed. */
  payment: paymentIntentSchema.nullable(),
  /** Storefront path of the complete page. */
  complete_url: z.string(),
});
export type ProcessPaymentResponse = z.infer<typeof processPaymentResponseSchema>;

/** A card as typed. Only the last four digits and the brand are ever stored. */
export const cardInputSchema = z.object({
  /** 12 to 19 digits; spaces and dashes are ignored. */
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: CARD_NUMBER_INVALID_MESSAGE })),
  /** Month, 1–12. */
  expiry_month: z.coerce.number().int().min(1).max(12),
  /** Year, four digits (two are read as 20xx). */
  expiry_year: z.coerce
    .number()
    .int()
    .min(0)
    .max(2100)
    .transform((year) => (year < 100 ? 2000 + year : year)),
  /** Security code, 3 or 4 digits. */
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: CARD_CVC_INVALID_MESSAGE }),
  /** Name on the card. @default '' */
  name: z.string().trim().max(100).default(''),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/** Body of `POST /api/checkout/complete-payment`. */
export const completePaymentRequestSchema = z.object({
  ...orderAccess,
  /** `payment.payment_id` from process-payment. */
  payment_id: z.string().trim().min(1, { error: FIELD_REQUIRED_MESSAGE }).max(100),
  /** The card. */
  card: cardInputSchema,
});
export type CompletePaymentRequest = z.infer<typeof completePaymentRequestSchema>;

/** `data` of a successful `POST /api/checkout/complete-payment`. */
export const completePaymentResponseSchema = z.object({
  /** The paid order. */
  order: orderSchema,
  /** `paid`. */
  payment_status: paymentStatusSchema,
  /** Storefront path of the complete page. */
  complete_url: z.string(),
});
export type CompletePaymentResponse = z.infer<typeof completePaymentResponseSchema>;

/**
 * `data` of the 402 error answer of a declined card (`message` says why). The order stays
 * awaiting payment: another card may be tried through process-payment again.
 */
export const paymentDeclinedSchema = z.object({
  /** Order number. */
  order_no: z.string(),
  /** `failed`. */
  payment_status: paymentStatusSchema,
  /** Storefront path of the failed page. */
  failed_url: z.string(),
});
export type PaymentDeclined = z.infer<typeof paymentDeclinedSchema>;

/** Query of `GET /api/checkout/complete`. */
export const checkoutCompleteQuerySchema = z.object({
  /** The order token. */
  token: z.string().trim().min(1, { error: FIELD_REQUIRED_MESSAGE }).max(200),
  /** Order number (or id). */
  order_id: z.string().trim().min(1, { error: FIELD_REQUIRED_MESSAGE }).max(40),
  /** Which page asks. @default 'success' */
  type: z.enum(['success', 'failed']).default('success'),
});
export type CheckoutCompleteQuery = z.infer<typeof checkoutCompleteQuerySchema>;

/** `data` of `GET /api/checkout/complete`: the order for the complete (or failed) page. */
export const checkoutCompleteSchema = z.object({
  /** The page that asked. */
  type: z.enum(['success', 'failed']),
  /** Whether the order went through (paid, or cash on delivery). */
  is_successful: z.boolean(),
  /** The order with its history. */
  order: orderDetailSchema,
});
export type CheckoutComplete = z.infer<typeof checkoutCompleteSchema>;

/** Body of `POST /api/checkout/rate-experience`: one rating per order; rating again replaces it. */
export const rateExperienceRequestSchema = z.object({
  ...orderAccess,
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  /** What the shopper says. @default '' */
  comment: z.string().trim().max(1000).default(''),
});
export type RateExperienceRequest = z.infer<typeof rateExperienceRequestSchema>;

/** `data` of `POST /api/checkout/rate-experience`. */
export const rateExperienceResponseSchema = z.object({
  /** Order number. */
  order_no: z.string(),
  /** The stored rating. */
  rating: z.number().int().min(1).max(5),
  /** The stored comment. */
  comment: z.string(),
});
export type RateExperienceResponse = z.infer<typeof rateExperienceResponseSchema>;
