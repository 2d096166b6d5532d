import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EMPTY_CART_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NOT_STARTED_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  type Coupon,
  type CouponType,
  couponMinimumMessage,
} from '../../../../schemas/api/index.ts';
import type { coupons } from '../../db/schema.ts';
import type { CouponUses } from './coupon-uses.ts';
import { formatMinor, minorToNumber, toMinor } from './money.ts';

/** A coupon row as stored. */
export type CouponRow = typeof coupons.$inferSelect;

const NO_USES: CouponUses = { total: 0, byShopper: 0 };

/** Whether a coupon applies to a subtotal, and what it takes off (minor units). */
export type CouponVerdict =
  | { applicable: true; discountMinor: number }
  | { applicable: false; discountMinor: 0; message: string };

/**
 * Judges `coupon` for a cart whose subtotal is `subtotalMinor`, in this order: switched off
 * (not valid), not started, expired, used up (in all, then by this shopper: `uses`, from
 * coupon-uses.ts; none counted when not given), empty cart, below the minimum order. A percent discount is
 * rounded to the paisa and capped by `max_discount_amount`; a fixed one never exceeds the
 * subtotal.
 */
export function judgeCoupon(
  coupon: CouponRow,
  subtotalMinor: number,
  now: Date,
  currency: string,
  uses: CouponUses = NO_USES,
): CouponVerdict {
  const refuse = (message: string): CouponVerdict => ({
    applicable: false,
    discountMinor: 0,
    message,
  });
  if (!coupon.isActive) return refuse(COUPON_INVALID_MESSAGE);
  if (coupon.startsAt !== null && coupon.startsAt > now) return refuse(COUPON_NOT_STARTED_MESSAGE);
  if (coupon.expiresAt !== null && coupon.expiresAt <= now) return refuse(COUPON_EXPIRED_MESSAGE);
  if (coupon.usageLimit !== null && uses.total >= coupon.usageLimit) {
    return refuse(COUPON_USED_UP_MESSAGE);
  }
  if (coupon.usageLimitPerCustomer !== null && uses.byShopper >= coupon.usageLimitPerCustomer) {
    return refuse(COUPON_ALREADY_USED_MESSAGE);
  }
  if (subtotalMinor <= 0) return refuse(COUPON_EMPTY_CART_MESSAGE);
  const minimum = coupon.minOrderAmount === null ? 0 : toMinor(coupon.minOrderAmount);
  if (subtotalMinor < minimum) {
    return refuse(
      couponMinimumMessage(formatMinor(minimum - subtotalMinor, currency), coupon.code),
    );
  }
  // Percent values are kept in hundredths of a percent, so 12.5% is exact.
  let discount =
    coupon.discountType === 'percent'
      ? Math.round((subtotalMinor * toMinor(coupon.value)) / 10_000)
      : toMinor(coupon.value);
  if (coupon.maxDiscountAmount !== null) {
    discount = Math.min(discount, toMinor(coupon.maxDiscountAmount));
  }
  return { applicable: true, discountMinor: Math.min(discount, subtotalMinor) };
}

/** A coupon row and its verdict as the contract's coupon. */
export function toCoupon(coupon: CouponRow, verdict: CouponVerdict): Coupon {
  return {
    code: coupon.code,
    description: coupon.description,
    type: coupon.discountType as CouponType,
    value: minorToNumber(toMinor(coupon.value)),
    min_order_amount:
      coupon.minOrderAmount === null ? null : minorToNumber(toMinor(coupon.minOrderAmount)),
    max_discount_amount:
      coupon.maxDiscountAmount === null ? null : minorToNumber(toMinor(coupon.maxDiscountAmount)),
    expires_at: coupon.expiresAt?.toISOString() ?? null,
    is_applicable: verdict.applicable,
    message: verdict.applicable ? null : verdict.message,
  };
}
