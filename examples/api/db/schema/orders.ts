// Orders and what happens to them: lines, status history, courier scans, payments, refund
// requests and checkout ratings. An order copies what it needs (names, prices, addresses), so
// later catalogue or address-book edits never change it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CartAddress } from '../../../../schemas/api/index.ts';
import { carts } from './cart.ts';
import { products, productVariants, type StoredImage } from './catalogue.ts';
import { customers } from './customers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Order numbers: `NW100001`, `NW100002`... in placing order. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/** What an order keeps of its shipping method. */
export interface OrderShippingRecord {
  code: string;
  name: string;
}

/** What an order keeps of its payment method. */
export interface OrderPaymentRecord {
  code: string;
  name: string;
  kind: 'cod' | 'card';
}

/** Orders. `cart_id` is unique: a cart yields at most one order. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique().default(sql`'NW' || nextval('order_numbers')`),
    cartId: integer('cart_id')
      .unique()
      .references(() => carts.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** One of `orderStatuses` of the contract. */
    status: text('status').notNull(),
    /** `pending`, `paid`, `failed`, `cod` or `refunded`. */
    paymentStatus: text('payment_status').notNull(),
    email: text('email'),
    phone: text('phone'),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<CartAddress>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<OrderShippingRecord>().notNull(),
    paymentMethod: jsonb('payment_method').$type<OrderPaymentRecord>().notNull(),
    couponCode: text('coupon_code'),
    currency: text('currency').notNull(),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    shippingAmount: money('shipping_amount').notNull(),
    tax: money('tax').notNull(),
    grandTotal: money('grand_total').notNull(),
    note: text('note').notNull().default(''),
    waybill: text('waybill').unique(),
    courier: text('courier'),
    googleGtagEventTracked: boolean('google_gtag_event_tracked').notNull().default(false),
    facebookPixelEventTracked: boolean('facebook_pixel_event_tracked').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'orders_status_check',
      sql`${table.status} in ('pending_payment', 'placed', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_payment_status_check',
      sql`${table.paymentStatus} in ('pending', 'paid', 'failed', 'cod', 'refunded')`,
    ),
    check('orders_grand_total_non_negative', sql`${table.grandTotal} >= 0`),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt),
  ],
);

/**
 * Tokens proving access to an order without a login (payment, complete page, purchase tracking),
 * as SHA-256 only. place-order hands out one per call, so a repeated call for the same cart gets
 * a working token too.
 */
export const orderTokens = pgTable(
  'order_tokens',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_tokens_order_idx').on(table.orderId)],
);

/** Lines of an order: what was bought, at the price paid. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    image: jsonb('image').$type<StoredImage>(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    mrp: money('mrp').notNull(),
    lineTotal: money('line_total').notNull(),
    customText: text('custom_text'),
    imagePath: text('image_path'),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    index('order_items_order_idx').on(table.orderId),
  ],
);

/** Status history of an order (the timeline of the order page and the tracking stepper). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/** Courier scans of an order's shipment. */
export const shipmentScans = pgTable(
  'shipment_scans',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    location: text('location').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [index('shipment_scans_order_idx').on(table.orderId, table.at)],
);

/** Payment attempts and refunds. Card numbers are never stored: brand and last four only. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** The gateway's id of the payment. */
    reference: text('reference').notNull().unique(),
    /** `charge` or `refund`. */
    kind: text('kind').notNull().default('charge'),
    /** `pending`, `succeeded` or `failed`. */
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    message: text('message'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('payments_kind_check', sql`${table.kind} in ('charge', 'refund')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    index('payments_order_idx').on(table.orderId),
  ],
);

/** Refund requests: at most one per order line. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** `requested`, `approved`, `rejected` or `refunded`. */
    status: text('status').notNull().default('requested'),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'refund_requests_status_check',
      sql`${table.status} in ('requested', 'approved', 'rejected', 'refunded')`,
    ),
  ],
);

/** Checkout experience ratings (`POST /api/checkout/rate-experience`): one per order. */
export const experienceRatings = pgTable(
  'experience_ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('experience_ratings_rating_range', sql`${table.rating} between 1 and 5`)],
);
