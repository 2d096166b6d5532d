import { z } from 'zod';
import { cartAddressSchema, paymentMethodSchema } from './cart-checkout-choices.ts';
import { amountSchema } from './cart-fields.ts';
import { paginationSchema } from './catalogue.ts';
import { FIELD_REQUIRED_MESSAGE, requiredText } from './customer-fields.ts';
import { imageSchema } from './image.ts';

// Orders contract (spec §7 "Orders and tracking", spec §3 "Order"). Every call here is scoped to
// the session's customer: another customer's order answers 404 like one that does not exist.

/** Orders per page of `GET /api/orders/get`. */
export const ORDERS_PER_PAGE = 10;

/** Answer to an order that does not exist or is not the caller's. */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
/** Answer to a cancellation while the store's `enable_cancel_order` is off. */
export const CANCEL_DISABLED_MESSAGE = 'Order cancellation is not available in this store.';
/** Answer to a cancellation of an order that has shipped (or ended). */
export const CANNOT_CANCEL_MESSAGE = 'This order can no longer be cancelled.';
/** Answer to a refund request while the store's `enable_refund` is off. */
export const REFUND_DISABLED_MESSAGE = 'Refunds are not available in this store.';
/** Answer to a refund request before the order is delivered. */
export const REFUND_NOT_DELIVERED_MESSAGE =
  'A refund can be requested once the order has been delivered.';
/** Answer to a second refund request for the same line. */
export const REFUND_ALREADY_REQUESTED_MESSAGE =
  'A refund has already been requested for this item.';

/**
 * Where an order stands. `pending_payment`: placed with a card, not paid yet (stock is held);
 * `placed`: confirmed (paid, or cash on delivery); then `shipped`, `delivered`; `cancelled` and
 * `refunded` end it.
 */
export const orderStatuses = [
  'pending_payment',
  'placed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Display text of each status. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** How the money stands: `cod` is due on delivery; `failed` means the last card attempt failed. */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'cod', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A refund request of one line. */
export const refundSchema = z.object({
  /** Request id. */
  id: z.number().int().positive(),
  /** The line. */
  item_id: z.number().int().positive(),
  /** `requested`, then `approved` and `refunded`, or `rejected`. */
  status: z.enum(['requested', 'approved', 'rejected', 'refunded']),
  /** The customer's reason. */
  reason: z.string(),
  /** What would be refunded (the line total). */
  amount: amountSchema,
  /** When it was asked for (ISO 8601). */
  requested_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** One line of an order: a copy of what was bought, at the price paid. */
export const orderItemSchema = z.object({
  /** Line id; names the line in a refund request. */
  id: z.number().int().positive(),
  /** The product; `null` once it is deleted from the catalogue. */
  product_id: z.number().int().positive().nullable(),
  /** The variant; `null` for a product without variants. */
  variant_id: z.number().int().positive().nullable(),
  /** The sku bought. */
  sku: z.string(),
  /** Product name when bought. */
  name: z.string(),
  /** Product slug when bought, for a link. */
  slug: z.string(),
  /** Variant options, e.g. `{ colour: 'red', size: 'm' }`. @default {} */
  options: z.record(z.string(), z.string()).default({}),
  /** Image when bought. */
  image: imageSchema.nullable(),
  /** Units. */
  quantity: z.number().int().positive(),
  /** Price of one unit paid. */
  unit_price: amountSchema,
  /** List price of one unit then. */
  mrp: amountSchema,
  /** `unit_price` × `quantity`. */
  line_total: amountSchema,
  /** Personalisation text. */
  custom_text: z.string().nullable(),
  /** Personalisation image. */
  image_path: z.string().nullable(),
  /** Its refund request, if any. */
  refund: refundSchema.nullable(),
  /** Whether a refund may be requested now (refunds on, delivered, none asked yet). */
  can_request_refund: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** The shipping method of an order, as chosen. */
export const orderShippingMethodSchema = z.object({
  /** Method code. */
  code: z.string(),
  /** Display name. */
  name: z.string(),
  /** What was paid for it. */
  amount: amountSchema,
});

/** The payment method of an order, as chosen. */
export const orderPaymentMethodSchema = paymentMethodSchema.pick({
  code: true,
  name: true,
  kind: true,
});

/** An order as listed (spec §3 "Order"). */
export const orderSchema = z.object({
  /** Order id. */
  id: z.number().int().positive(),
  /** Order number shown to people, e.g. `NW100042` (spec §3 `order_no`). */
  order_no: z.string(),
  /** Where it stands. */
  status: orderStatusSchema,
  /** Display text of `status`. */
  status_label: z.string(),
  /** How the money stands. */
  payment_status: paymentStatusSchema,
  /** When it was placed (ISO 8601). */
  created_at: z.string(),
  /** ISO 4217 code of every amount. */
  currency: z.string().length(3),
  /** Sum of the line totals. */
  subtotal: amountSchema,
  /** Coupon discount. */
  discount: amountSchema,
  /** Shipping paid. */
  shipping: amountSchema,
  /** Tax added on top (0: prices include GST). */
  tax: amountSchema,
  /** What the customer pays (spec §3 `grand_total`). */
  grand_total: amountSchema,
  /** Units over all lines. */
  total_quantity: z.number().int().positive(),
  /** The lines. */
  items: z.array(orderItemSchema),
  /** The same lines under the spec's name (spec §3 "productchannel items"). */
  productchannel: z.array(orderItemSchema),
  /** Contact e-mail. */
  email: z.string().nullable(),
  /** Contact phone. */
  phone: z.string().nullable(),
  /** Where it ships. */
  shipping_address: cartAddressSchema,
  /** Where it is billed. */
  billing_address: cartAddressSchema,
  /** How it ships. */
  shipping_method: orderShippingMethodSchema,
  /** How it is paid. */
  payment_method: orderPaymentMethodSchema,
  /** The coupon used, or `null`. */
  coupon_code: z.string().nullable(),
  /** Courier's waybill number once shipped. */
  waybill: z.string().nullable(),
  /** Courier name once shipped. */
  courier: z.string().nullable(),
  /** Whether the customer may cancel it now (cancellation on, not shipped yet). */
  can_cancel: z.boolean(),
  /** Purchase sent to Google Tag Manager (spec §3 `google_gtm_event_tracked`). */
  google_gtm_event_tracked: z.boolean(),
  /** Purchase sent to Google gtag (spec §3: also seen as `google_gtag_event_tracked`); same flag. */
  google_gtag_event_tracked: z.boolean(),
  /** Purchase sent to the Facebook pixel (spec §3). */
  facebook_pixel_event_tracked: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** One step of an order's history. */
export const orderEventSchema = z.object({
  /** The status it moved to. */
  status: orderStatusSchema,
  /** Display text of `status`. */
  label: z.string(),
  /** What happened, e.g. `Payment received`. */
  note: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One courier scan of a shipment. */
export const shipmentScanSchema = z.object({
  /** What the courier recorded, e.g. `In transit`. */
  status: z.string(),
  /** Where, e.g. `Bengaluru hub`. */
  location: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});
export type ShipmentScan = z.infer<typeof shipmentScanSchema>;

/** A payment attempt. */
export const orderPaymentSchema = z.object({
  /** Gateway reference. */
  reference: z.string(),
  /** `pending`, `succeeded` or `failed`. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** `charge` or `refund`. */
  kind: z.enum(['charge', 'refund']),
  /** Amount. */
  amount: amountSchema,
  /** Card brand, when a card was used. */
  card_brand: z.string().nullable(),
  /** Last four digits of the card. */
  card_last4: z.string().nullable(),
  /** The gateway's message, e.g. `Your card was declined.` */
  message: z.string().nullable(),
  /** When (ISO 8601). */
  at: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** An order with its history: the `data` of `POST /api/orders/item`. */
export const orderDetailSchema = orderSchema.extend({
  /** Status history, oldest first. */
  timeline: z.array(orderEventSchema),
  /** Courier scans, oldest first. */
  scans: z.array(shipmentScanSchema),
  /** Payment attempts, oldest first. */
  payments: z.array(orderPaymentSchema),
  /** The checkout experience rating, if given (1–5). */
  experience_rating: z.number().int().min(1).max(5).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Query of `GET /api/orders/get`. */
export const ordersQuerySchema = z.object({
  /** Page, from 1. @default 1 */
  page: z.coerce.number().int().positive().max(10_000).default(1),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

/** `data` of `GET /api/orders/get`: the customer's orders, newest first, 10 a page. */
export const ordersPageSchema = z.object({
  /** The orders of the page. */
  orders: z.array(orderSchema),
  /** Page position. */
  pagination: paginationSchema,
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** An order number as typed: trimmed and upper-cased. */
export const orderNoField = z
  .string()
  .trim()
  .min(1, { error: FIELD_REQUIRED_MESSAGE })
  .max(40)
  .toUpperCase();

/** Body of `POST /api/orders/item`: the order by number or id. */
export const orderItemRequestSchema = z
  .object({
    /** Order number. */
    order_no: orderNoField.optional(),
    /** Order id. */
    id: z.number().int().positive().optional(),
  })
  .refine((body) => body.order_no !== undefined || body.id !== undefined, {
    error: FIELD_REQUIRED_MESSAGE,
    path: ['order_no'],
  });
export type OrderItemRequest = z.infer<typeof orderItemRequestSchema>;

/**
 * Query of `GET /api/orders/invoice`. The answer is a PDF (`application/pdf`, as an attachment
 * named `invoice-{order_no}.pdf`), not an envelope.
 */
export const invoiceQuerySchema = z.object({
  /** Order number. */
  order_no: orderNoField,
});
export type InvoiceQuery = z.infer<typeof invoiceQuerySchema>;

/** `data` of `GET /api/orders/invoice`, which answers the PDF instead of an envelope: there is none. */
export const invoiceFileSchema = z.never();

/**
 * Body of `PUT /api/orders/cancel`: allowed while the store's `enable_cancel_order` is on and the
 * order has not shipped. Stock goes back; a card payment is refunded.
 */
export const cancelOrderRequestSchema = z.object({
  /** Order number. */
  order_no: orderNoField,
  /** Why. @default '' */
  reason: z.string().trim().max(1000).default(''),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/**
 * Body of `POST /api/orders/refund/request`: one request per line, while the store's
 * `enable_refund` is on and the order is delivered.
 */
export const refundRequestSchema = z.object({
  /** Order number. */
  order_no: orderNoField,
  /** The line (`items[].id`). */
  item_id: z.number().int().positive(),
  /** Why. */
  reason: requiredText(1000),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** `data` of `POST /api/orders/refund/request`: the request and the order after it. */
export const refundResponseSchema = z.object({
  /** The stored request. */
  refund: refundSchema,
  /** The order. */
  order: orderDetailSchema,
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;
