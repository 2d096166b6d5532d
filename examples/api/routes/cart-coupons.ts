import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as endpoints from '../../../schemas/api/endpoints.ts';
import {
  COUPON_ALREADY_APPLIED_MESSAGE,
  COUPON_EMPTY_CART_MESSAGE,
  COUPON_INVALID_MESSAGE,
} from '../../../schemas/api/index.ts';
import { readCartLines } from '../data/cart/cart-lines.ts';
import { priceCart } from '../data/cart/cart-pricing.ts';
import { findActiveCart } from '../data/cart/cart-store.ts';
import { judgeCoupon, toCoupon } from '../data/cart/coupon-rules.ts';
import { couponUses, shopperOf } from '../data/cart/coupon-uses.ts';
import type { ApiServices } from '../data/services.ts';
import { carts, coupons } from '../db/schema.ts';
import { mount } from '../http/mount.ts';
import { type CartSession, refuse } from './cart-session.ts';

/** `/cart/coupons/*` (spec §7 "Cart"): the coupons running now, and one coupon per cart. */
export function mountCartCoupons(
  routes: Hono,
  { db }: ApiServices,
  { cartRequest, changeAndAnswer }: CartSession,
): void {
  mount(routes, endpoints.cart.coupons, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    const { clock, settings } = request;
    const cart = await findActiveCart(db, request.owner, clock);
    const [priced, rows] = await Promise.all([
      priceCart(db, cart, clock.now, settings.currency),
      db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.isActive, true),
            or(isNull(coupons.startsAt), lte(coupons.startsAt, clock.now)),
            or(isNull(coupons.expiresAt), gt(coupons.expiresAt, clock.now)),
          ),
        )
        .orderBy(asc(coupons.code)),
    ]);
    const uses = await couponUses(db, rows, shopperOf(cart));
    const judged = rows.map((row) => ({
      row,
      verdict: judgeCoupon(
        row,
        priced.subtotalMinor,
        clock.now,
        settings.currency,
        uses.get(row.code),
      ),
    }));
    // Best first: what applies, the biggest discount, then by code.
    judged.sort(
      (a, b) =>
        Number(b.verdict.applicable) - Number(a.verdict.applicable) ||
        b.verdict.discountMinor - a.verdict.discountMinor,
    );
    c.header('Cache-Control', 'no-store');
    return { data: { coupons: judged.map(({ row, verdict }) => toCoupon(row, verdict)) } };
  });

  mount(routes, endpoints.cart.applyCoupon, async ({ c, body }) => {
    const request = await cartRequest(c, body.cart_session);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, body.coupon_code));
    if (coupon === undefined) throw refuse('coupon_code', COUPON_INVALID_MESSAGE);
    return changeAndAnswer(
      c,
      request,
      {
        create: false,
        message: `Coupon ${coupon.code} applied.`,
        missing: refuse('coupon_code', COUPON_EMPTY_CART_MESSAGE),
      },
      async (tx, cart) => {
        // One coupon per cart; applying the same one again is harmless.
        if (cart.couponId !== null && cart.couponId !== coupon.id) {
          throw refuse('coupon_code', COUPON_ALREADY_APPLIED_MESSAGE);
        }
        const lines = await readCartLines(tx, cart.id);
        const subtotal = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
        const uses = await couponUses(tx, [coupon], shopperOf(cart));
        const verdict = judgeCoupon(
          coupon,
          subtotal,
          request.clock.now,
          request.settings.currency,
          uses.get(coupon.code),
        );
        if (!verdict.applicable) throw refuse('coupon_code', verdict.message);
        await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cart.id));
      },
    );
  });

  mount(routes, endpoints.cart.removeCoupon, async ({ c, query }) => {
    const request = await cartRequest(c, query.cart_session);
    return changeAndAnswer(
      c,
      request,
      { create: false, message: 'Coupon removed.' },
      async (tx, cart) => {
        await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
      },
    );
  });
}
