import { z } from 'zod';
import { amountSchema, cartCallFields } from './cart-fields.ts';
import { FIELD_REQUIRED_MESSAGE } from './customer-fields.ts';

// Coupons of the cart contract (spec §3 "available coupons", spec §7 "Cart"): one coupon per
// cart; a code that does not apply answers 422 with one of the messages below.

/** Body of `POST /api/cart/coupons/apply`. Codes compare case-insensitively. */
export const applyCouponRequestSchema = z.object({
  ...cartCallFields,
  /** The code, e.g. `WELCOME10`. */
  coupon_code: z.string().trim().min(1, { error: FIELD_REQUIRED_MESSAGE }).max(40).toUpperCase(),
});
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

/** Answer when the code names no coupon. */
export const COUPON_INVALID_MESSAGE = 'This coupon code is not valid.';
/** Answer when the coupon's end date has passed. */
export const COUPON_EXPIRED_MESSAGE = 'This coupon has expired.';
/** Answer when the coupon has been used on as many orders as it may be. */
export const COUPON_USED_UP_MESSAGE = 'This coupon has reached its usage limit.';
/** Answer when this customer (or this e-mail address) has used the coupon as often as allowed. */
export const COUPON_ALREADY_USED_MESSAGE = 'You have already used this coupon.';
/** Answer when the coupon's start date is still ahead. */
export const COUPON_NOT_STARTED_MESSAGE = 'This coupon is not active yet.';
/** Answer when another coupon is applied (one coupon per cart). */
export const COUPON_ALREADY_APPLIED_MESSAGE =
  'A coupon is already applied to this cart. Remove it to use another.';
/** Answer when the cart is empty. */
export const COUPON_EMPTY_CART_MESSAGE = 'Add items to your cart before applying a coupon.';
/** Answer when the subtotal is below the coupon's minimum: `Add ₹500.00 more to use FLAT500`. */
export const couponMinimumMessage = (shortfall: string, code: string) =>
  `Add ${shortfall} more to use ${code}`;

/** Percent off the subtotal, or a fixed amount off. */
export const couponTypeSchema = z.enum(['percent', 'fixed']);
export type CouponType = z.infer<typeof couponTypeSchema>;

/** A coupon as the shopper sees it (spec §3 "available coupons"). */
export const couponSchema = z.object({
  /** The code to type, upper-case. */
  code: z.string(),
  /** What it gives, e.g. `10% off your first order`. */
  description: z.string(),
  /** Percent or fixed amount. */
  type: couponTypeSchema,
  /** Percent (0–100) or amount in the major unit. */
  value: z.number().positive(),
  /** Lowest subtotal it applies to; `null` for none. */
  min_order_amount: z.number().nonnegative().nullable(),
  /** Cap of a percent discount; `null` for none. */
  max_discount_amount: z.number().nonnegative().nullable(),
  /** Last moment it can be used (ISO 8601); `null` for no end. */
  expires_at: z.string().nullable(),
  /** Whether it applies to the cart as it is now. */
  is_applicable: z.boolean(),
  /** Why it does not apply (e.g. the minimum); `null` when it does. */
  message: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The coupon on a cart, with what it takes off. */
export const cartCouponSchema = couponSchema.extend({
  /** What it takes off the subtotal now; 0 when it no longer applies. */
  discount: amountSchema,
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** `data` of `GET /api/cart/coupons/get`: the coupons running now, best first. */
export const availableCouponsSchema = z.object({
  /** The coupons. */
  coupons: z.array(couponSchema),
});
export type AvailableCoupons = z.infer<typeof availableCouponsSchema>;
