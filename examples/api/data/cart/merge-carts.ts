import { and, eq, isNull } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import { cartSessionField } from '../../../../schemas/api/index.ts';
import { newToken, sha256 } from '../../crypto/token.ts';
import { carts } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { CART_SESSION_COOKIE, type LoginHook } from '../../http/session.ts';
import type { ApiServices, Transaction } from '../services.ts';
import { addToCart } from './cart-changes.ts';
import { readCartLines } from './cart-lines.ts';
import { setCartCookie } from './cart-owner.ts';
import { type CartClock, type CartRow, isExpired } from './cart-store.ts';
import { readCommerceSettings } from './commerce-settings.ts';

async function lockedGuestCart(tx: Transaction, token: string): Promise<CartRow | undefined> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.sessionHash, sha256(token)),
        isNull(carts.customerId),
        eq(carts.status, 'active'),
      ),
    )
    .for('update');
  return cart;
}

async function lockedCustomerCart(
  tx: Transaction,
  customerId: number,
): Promise<CartRow | undefined> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'active')))
    .for('update');
  return cart;
}

/** Moves the guest cart's lines into `target`, as many of each as the stock allows. */
async function mergeLines(tx: Transaction, guest: CartRow, target: CartRow): Promise<void> {
  for (const line of await readCartLines(tx, guest.id)) {
    try {
      await addToCart(
        tx,
        target.id,
        {
          productId: line.productId,
          sku: line.variantId === null ? undefined : line.sku,
          quantity: line.quantity,
          customText: line.customText,
          imagePath: line.imagePath,
        },
        'cap',
      );
    } catch (error) {
      // A line that can no longer be bought (unpublished product) is left behind.
      if (!(error instanceof ApiError)) throw error;
    }
  }
}

/**
 * The cart half of every login (spec §4 "Login merges the guest cart session first"): the guest
 * cart of the `cart_session` cookie joins the customer's cart. Without a customer cart the
 * guest cart simply becomes theirs; otherwise its lines are added to the customer's (quantities
 * summed, capped by the stock and the per-line limit), the customer's coupon, contact,
 * addresses and methods are kept where set and taken from the guest cart where not, and the
 * guest cart is deleted. The customer's cart gets a fresh token, set as the cookie and answered
 * as the login's `cart_session_id`. With no cart on either side the hook leaves the answer alone
 * (the request's `cart_session` cookie, if any).
 */
export function mergeGuestCartOnLogin(services: Pick<ApiServices, 'db' | 'now'>): LoginHook {
  const { db, now } = services;
  return async (customerId, c) => {
    const cookie = getCookie(c, CART_SESSION_COOKIE);
    const guestToken =
      cookie !== undefined && cartSessionField.safeParse(cookie).success ? cookie : null;
    const settings = await readCommerceSettings(db);
    const clock: CartClock = { now: now(), expireDays: settings.cartExpireDays };
    const token = newToken();

    const merged = await db.transaction(async (tx) => {
      let guest = guestToken === null ? undefined : await lockedGuestCart(tx, guestToken);
      if (guest !== undefined && isExpired(guest, clock)) guest = undefined;
      let mine = await lockedCustomerCart(tx, customerId);
      if (mine !== undefined && isExpired(mine, clock)) {
        await tx.delete(carts).where(eq(carts.id, mine.id));
        mine = undefined;
      }
      if (guest === undefined && mine === undefined) return false;

      if (mine === undefined && guest !== undefined) {
        await tx
          .update(carts)
          .set({ customerId, sessionHash: sha256(token), updatedAt: clock.now })
          .where(eq(carts.id, guest.id));
        return true;
      }
      if (mine === undefined) return false;
      const changes: Partial<typeof carts.$inferInsert> = {
        sessionHash: sha256(token),
        updatedAt: clock.now,
      };
      if (guest !== undefined) {
        await mergeLines(tx, guest, mine);
        changes.couponId = mine.couponId ?? guest.couponId;
        changes.phone = mine.phone ?? guest.phone;
        changes.email = mine.email ?? guest.email;
        changes.shippingAddress = mine.shippingAddress ?? guest.shippingAddress;
        changes.billingAddress = mine.billingAddress ?? guest.billingAddress;
        changes.shippingMethodId = mine.shippingMethodId ?? guest.shippingMethodId;
        changes.paymentMethodId = mine.paymentMethodId ?? guest.paymentMethodId;
        await tx.delete(carts).where(eq(carts.id, guest.id));
      }
      await tx.update(carts).set(changes).where(eq(carts.id, mine.id));
      return true;
    });

    // Nothing to merge or move: the login answers the request's own cart_session as it is.
    if (!merged) return undefined;
    setCartCookie(c, token);
    return token;
  };
}
