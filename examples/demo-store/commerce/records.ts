import { z } from 'zod';
import {
  couponTypeSchema,
  orderStatusSchema,
  paymentStatusSchema,
  slugSchema,
} from '../../../schemas/api/index.ts';
import type { CatalogueDataset } from '../catalogue/records.ts';
import type { CustomerDataset } from '../customers/records.ts';

// Coupons, shipping and payment methods, and past orders as seed data. Orders refer to customers
// by e-mail, to products by slug and variant sku, and to methods and coupons by code.

/** A price with at most two decimals, in rupees. */
const money = z
  .number()
  .nonnegative()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'A price has at most two decimals',
  });

/** A discount code. */
export const couponRecordSchema = z
  .object({
    /** Upper-case letters, digits, `-` and `_`. */
    code: z.string().regex(/^[A-Z0-9_-]{3,40}$/),
    description: z.string().min(1),
    type: couponTypeSchema,
    /** Percent (0–100) or rupees. */
    value: money.refine((value) => value > 0, { message: 'Must be above 0' }),
    /** @default null */
    min_order_amount: money.nullable().default(null),
    /** @default null */
    max_discount_amount: money.nullable().default(null),
    /** ISO 8601. @default null */
    starts_at: z.iso.datetime().nullable().default(null),
    /** ISO 8601. @default null */
    expires_at: z.iso.datetime().nullable().default(null),
    /** @default true */
    is_active: z.boolean().default(true),
    /** Orders that may use it in all. @default null (no limit) */
    usage_limit: z.number().int().positive().nullable().default(null),
    /** Orders one customer, or one guest e-mail address, may use it on. @default null (no limit) */
    usage_limit_per_customer: z.number().int().positive().nullable().default(null),
  })
  .refine((coupon) => coupon.type !== 'percent' || coupon.value <= 100, {
    message: 'A percent coupon takes at most 100',
    path: ['value'],
  });

/** A shipping method. */
export const shippingMethodRecordSchema = z.object({
  code: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(1),
  /** @default '' */
  description: z.string().default(''),
  price: money,
  /** Free from this subtotal (after discount). @default null */
  free_over: money.nullable().default(null),
  delivery_days: z.string().min(1),
});

/** A payment method: cash on delivery, or cards through the payment gateway. */
export const paymentMethodRecordSchema = z.object({
  code: z.string().regex(/^[a-z0-9_]+$/),
  name: z.string().min(1),
  /** @default '' */
  description: z.string().default(''),
  kind: z.enum(['cod', 'card']),
});

/** A line of a past order. */
export const orderLineRecordSchema = z.object({
  /** Product slug. */
  product: slugSchema,
  /** Variant sku, for a product with variants. @default null */
  sku: z.string().nullable().default(null),
  quantity: z.number().int().positive(),
  /** @default null */
  custom_text: z.string().nullable().default(null),
});

/** A moment of an order's history. */
export const orderEventRecordSchema = z.object({
  status: orderStatusSchema,
  note: z.string(),
  /** ISO 8601. */
  at: z.iso.datetime(),
});

/** A courier scan. */
export const scanRecordSchema = z.object({
  status: z.string().min(1),
  location: z.string().min(1),
  /** ISO 8601. */
  at: z.iso.datetime(),
});

/**
 * A past order. Prices come from the catalogue at seed time; addresses are the customer's
 * default Shipping and Billing addresses; the order number must follow the ones before it
 * (`NW100001`, `NW100002`...) so new orders continue the series.
 */
export const orderRecordSchema = z.object({
  order_no: z.string().regex(/^NW\d{6}$/),
  /** E-mail of a customer of the dataset. */
  customer: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  shipping_method: z.string(),
  payment_method: z.string(),
  /** @default null */
  coupon: z.string().nullable().default(null),
  items: z.array(orderLineRecordSchema).min(1),
  /** ISO 8601; the first event's time too. */
  created_at: z.iso.datetime(),
  /** History after placing, oldest first. @default [] */
  events: z.array(orderEventRecordSchema).default([]),
  /** @default null */
  waybill: z.string().nullable().default(null),
  /** @default null */
  courier: z.string().nullable().default(null),
  /** Oldest first. @default [] */
  scans: z.array(scanRecordSchema).default([]),
  /** Card used, for a card order that was paid. @default null */
  card: z
    .object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/) })
    .nullable()
    .default(null),
  /** Refund requests by line index. @default [] */
  refunds: z
    .array(
      z.object({
        item: z.number().int().nonnegative(),
        reason: z.string().min(1),
        status: z.enum(['requested', 'approved', 'rejected', 'refunded']),
        at: z.iso.datetime(),
      }),
    )
    .default([]),
  /** Purchase already sent to the analytics plugins. @default false */
  tracked: z.boolean().default(false),
});
export type OrderRecordInput = z.input<typeof orderRecordSchema>;

/** Coupons, methods and past orders of a store. Codes and order numbers are unique. */
export const commerceDatasetSchema = z
  .object({
    coupons: z.array(couponRecordSchema).default([]),
    shipping_methods: z.array(shippingMethodRecordSchema).default([]),
    payment_methods: z.array(paymentMethodRecordSchema).default([]),
    orders: z.array(orderRecordSchema).default([]),
  })
  .superRefine((data, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const unique = (values: string[], path: string) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        if (seen.has(value)) issue([path, index], `Duplicate "${value}"`);
        seen.add(value);
      });
      return seen;
    };
    const coupons = unique(
      data.coupons.map((coupon) => coupon.code),
      'coupons',
    );
    const shipping = unique(
      data.shipping_methods.map((method) => method.code),
      'shipping_methods',
    );
    const payment = unique(
      data.payment_methods.map((method) => method.code),
      'payment_methods',
    );
    data.orders.forEach((order, index) => {
      const expected = `NW${100001 + index}`;
      if (order.order_no !== expected) issue(['orders', index, 'order_no'], `Expected ${expected}`);
      if (!shipping.has(order.shipping_method)) {
        issue(['orders', index, 'shipping_method'], 'Unknown shipping method');
      }
      if (!payment.has(order.payment_method)) {
        issue(['orders', index, 'payment_method'], 'Unknown payment method');
      }
      if (order.coupon !== null && !coupons.has(order.coupon)) {
        issue(['orders', index, 'coupon'], 'Unknown coupon');
      }
      order.refunds.forEach((refund, r) => {
        if (refund.item >= order.items.length)
          issue(['orders', index, 'refunds', r], 'No such line');
      });
    });
  });
export type CommerceDataset = z.infer<typeof commerceDatasetSchema>;
export type CommerceDatasetInput = z.input<typeof commerceDatasetSchema>;

/**
 * Adds an issue for every order naming a customer, product or variant sku the rest of the
 * dataset does not have.
 */
export function checkCommerceReferences(
  data: CommerceDataset,
  catalogue: CatalogueDataset,
  customers: CustomerDataset,
  ctx: z.RefinementCtx,
  path: readonly (string | number)[],
): void {
  const emails = new Set(customers.customers.map((customer) => customer.email));
  const products = new Map(catalogue.products.map((product) => [product.slug, product]));
  data.orders.forEach((order, index) => {
    const at = [...path, 'orders', index];
    if (!emails.has(order.customer)) {
      ctx.addIssue({ code: 'custom', path: [...at, 'customer'], message: 'Unknown customer' });
    }
    order.items.forEach((line, l) => {
      const product = products.get(line.product);
      const known =
        product !== undefined &&
        (product.variants.length === 0
          ? line.sku === null
          : product.variants.some((variant) => variant.sku === line.sku));
      if (!known) {
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'items', l],
          message: `Unknown product or variant "${line.product}" ${line.sku ?? ''}`.trim(),
        });
      }
    });
  });
}
