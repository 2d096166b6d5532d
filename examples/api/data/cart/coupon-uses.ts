import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { coupons, orders } from '../../db/schema.ts';
import type { Queryable } from '../services.ts';

/** How many orders have used a coupon: in all, and by the shopper at hand. */
export interface CouponUses {
  total: number;
  byShopper: number;
}

/**
 * Who is checking out, for a coupon's limit per customer: a customer by their account, a guest by
 * the e-mail address the cart carries (none yet: nothing counted for them).
 */
export interface CouponShopper {
  customerId: number | null;
  email: string | null;
}

/** The shopper a cart belongs to. */
export function shopperOf(
  cart: { customerId: number | null; email: string | null } | undefined,
): CouponShopper {
  return { customerId: cart?.customerId ?? null, email: cart?.email ?? null };
}

/**
 * Uses of each coupon in `codes`: orders placed with it and not cancelled (a cancelled order gives
 * its use back). Coupons without a limit are not counted.
 */
export async function couponUses(
  db: Queryable,
  limited: readonly {
    code: string;
    usageLimit: number | null;
    usageLimitPerCustomer: number | null;
  }[],
  shopper: CouponShopper,
): Promise<Map<string, CouponUses>> {
  const codes = limited
    .filter((coupon) => coupon.usageLimit !== null || coupon.usageLimitPerCustomer !== null)
    .map((coupon) => coupon.code);
  const uses = new Map<string, CouponUses>();
  if (codes.length === 0) return uses;
  const counted = and(inArray(orders.couponCode, codes), ne(orders.status, 'cancelled'));
  const byShopper =
    shopper.customerId !== null
      ? eq(orders.customerId, shopper.customerId)
      : shopper.email !== null
        ? and(isNull(orders.customerId), sql`lower(${orders.email}) = lower(${shopper.email})`)
        : sql`false`;
  const rows = await db
    .select({
      code: orders.couponCode,
      total: count(),
      byShopper: sql<number>`count(*) filter (where ${byShopper})`.mapWith(Number),
    })
    .from(orders)
    .where(counted)
    .groupBy(orders.couponCode);
  for (const code of codes) uses.set(code, { total: 0, byShopper: 0 });
  for (const row of rows) {
    if (row.code !== null) uses.set(row.code, { total: row.total, byShopper: row.byShopper });
  }
  return uses;
}

/**
 * Locks the coupon's row until the transaction ends, so two orders racing for its last use are
 * judged one after the other: the second counts the first (place-order).
 */
export async function lockCoupon(tx: Queryable, couponId: number): Promise<void> {
  await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
}
