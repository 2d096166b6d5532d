import { asc, eq } from 'drizzle-orm';
import { coupons, paymentMethods, shippingMethods } from '../../db/schema.ts';
import type { Queryable } from '../services.ts';
import { type CartLine, readCartLines } from './cart-lines.ts';
import type { CartRow } from './cart-store.ts';
import { type CouponRow, type CouponVerdict, judgeCoupon } from './coupon-rules.ts';
import { couponUses, shopperOf } from './coupon-uses.ts';
import { type ShippingMethodRow, shippingCostMinor } from './shipping-cost.ts';

/** A payment method row as stored. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A shipping method with what it costs the cart (minor units). */
export interface ShippingOption {
  method: ShippingMethodRow;
  costMinor: number;
}

/**
 * A cart with every amount worked out on the server, in minor units: the one source of the
 * cart answer, the validation and the order placed from it.
 */
export interface PricedCart {
  lines: CartLine[];
  totalQuantity: number;
  /** Sum of line totals at the prices the cart holds. */
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  /** Prices include GST, so nothing is added on top. */
  taxMinor: number;
  grandTotalMinor: number;
  coupon: { row: CouponRow; verdict: CouponVerdict } | null;
  shippingOptions: ShippingOption[];
  shippingOption: ShippingOption | null;
  paymentMethods: PaymentMethodRow[];
  paymentMethod: PaymentMethodRow | null;
}

/** Prices `cart` (or an empty cart when `undefined`) from its lines, coupon and methods. */
export async function priceCart(
  db: Queryable,
  cart: CartRow | undefined,
  now: Date,
  currency: string,
): Promise<PricedCart> {
  const [lines, [couponRow], shippingRows, paymentRows] = await Promise.all([
    cart === undefined ? Promise.resolve([]) : readCartLines(db, cart.id),
    cart?.couponId == null
      ? Promise.resolve([])
      : db.select().from(coupons).where(eq(coupons.id, cart.couponId)),
    db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.isActive, true))
      .orderBy(asc(shippingMethods.position), asc(shippingMethods.id)),
    db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.isActive, true))
      .orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
  ]);

  const subtotalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const uses =
    couponRow === undefined
      ? undefined
      : (await couponUses(db, [couponRow], shopperOf(cart))).get(couponRow.code);
  const coupon =
    couponRow === undefined
      ? null
      : { row: couponRow, verdict: judgeCoupon(couponRow, subtotalMinor, now, currency, uses) };
  const discountMinor = coupon?.verdict.discountMinor ?? 0;
  const goodsMinor = subtotalMinor - discountMinor;
  const shippingOptions = shippingRows.map((method) => ({
    method,
    costMinor: lines.length === 0 ? 0 : shippingCostMinor(method, goodsMinor),
  }));
  const shippingOption =
    shippingOptions.find((option) => option.method.id === cart?.shippingMethodId) ?? null;
  const shippingMinor = shippingOption?.costMinor ?? 0;
  const taxMinor = 0;
  return {
    lines,
    totalQuantity,
    subtotalMinor,
    discountMinor,
    shippingMinor,
    taxMinor,
    grandTotalMinor: goodsMinor + shippingMinor + taxMinor,
    coupon,
    shippingOptions,
    shippingOption,
    paymentMethods: paymentRows,
    paymentMethod: paymentRows.find((method) => method.id === cart?.paymentMethodId) ?? null,
  };
}
