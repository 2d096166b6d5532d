// Carts and what a cart is priced with: coupons, shipping methods and payment methods. Money is
// `numeric(12, 2)` in the currency's major unit, as in the catalogue.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartAddress } from '../../../../schemas/api/index.ts';
import { products, productVariants } from './catalogue.ts';
import { customers } from './customers.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Discount codes. Codes are stored upper-case and compared that way. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    /** `percent` (value 0–100) or `fixed` (value in money). */
    discountType: text('discount_type').notNull(),
    value: money('value').notNull(),
    /** Lowest subtotal it applies to. */
    minOrderAmount: money('min_order_amount'),
    /** Cap of a percent discount. */
    maxDiscountAmount: money('max_discount_amount'),
    startsAt: at('starts_at'),
    expiresAt: at('expires_at'),
    isActive: boolean('is_active').notNull().default(true),
    /** How many orders may use it in all; `null`: no limit. Orders cancelled give their use back. */
    usageLimit: integer('usage_limit'),
    /** How many orders one customer (a guest: one e-mail address) may use it on; `null`: no limit. */
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupons_usage_limits_positive',
      sql`coalesce(${table.usageLimit}, 1) > 0 and coalesce(${table.usageLimitPerCustomer}, 1) > 0`,
    ),
    check('coupons_code_upper_case', sql`${table.code} = upper(${table.code})`),
    check('coupons_discount_type_check', sql`${table.discountType} in ('percent', 'fixed')`),
    check(
      'coupons_value_range',
      sql`${table.value} > 0 and (${table.discountType} <> 'percent' or ${table.value} <= 100)`,
    ),
  ],
);

/** Ways to ship; `free_over` makes a method free from that subtotal (after discount). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    freeOver: money('free_over'),
    deliveryDays: text('delivery_days').notNull().default(''),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [check('shipping_methods_price_non_negative', sql`${table.price} >= 0`)],
);

/** Ways to pay: `cod` (cash on delivery) or `card` (through the payment gateway). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [check('payment_methods_kind_check', sql`${table.kind} in ('cod', 'card')`)],
);

/**
 * Carts. A guest cart is found by its token (the `cart_session` cookie, stored as SHA-256), a
 * customer's by the customer: at most one active cart each. Placing an order turns a cart
 * `ordered`; it then stays as the order's source, so place-order can answer the same order again.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the cart token. */
    sessionHash: text('session_hash').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** `active` or `ordered`. */
    status: text('status').notNull().default('active'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    phone: text('phone'),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>(),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** Token of the abandoned-cart link the shopper came back through. */
    abandonedCartToken: text('abandoned_cart_token'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Every change touches it; the cart expires `cart_expire_days` after it. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('carts_status_check', sql`${table.status} in ('active', 'ordered')`),
    uniqueIndex('carts_one_active_per_customer')
      .on(table.customerId)
      .where(sql`${table.status} = 'active' and ${table.customerId} is not null`),
    index('carts_updated_at_idx').on(table.updatedAt),
  ],
);

/**
 * Lines of a cart. A line is a product, its variant and its customisation; adding the same again
 * raises the quantity. `unit_price` is the catalogue price when the line was added or last
 * re-priced, so a price change is shown to the shopper instead of slipping in.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** `''` for none. */
    customText: text('custom_text').notNull().default(''),
    /** `''` for none. */
    imagePath: text('image_path').notNull().default(''),
    unitPrice: money('unit_price').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    unique('cart_items_line_unique')
      .on(table.cartId, table.productId, table.variantId, table.customText, table.imagePath)
      .nullsNotDistinct(),
  ],
);
