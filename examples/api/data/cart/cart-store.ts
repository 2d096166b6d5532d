import { and, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { newToken, sha256 } from '../../crypto/token.ts';
import { carts } from '../../db/schema.ts';
import type { Queryable, Transaction } from '../services.ts';
import type { CartOwner } from './cart-owner.ts';

/** A cart row as stored. */
export type CartRow = typeof carts.$inferSelect;

/** When carts expire: `cart_expire_days` after their last change, against the server clock. */
export interface CartClock {
  now: Date;
  /** `null` when carts do not expire. */
  expireDays: number | null;
}

/** A locked cart, and the new token when it was created by this call (to set as the cookie). */
export interface LockedCart {
  cart: CartRow;
  createdToken: string | null;
}

/**
 * Which rows may be the owner's cart: a customer's active cart or the customer's cart of the
 * token (an `ordered` one is how place-order finds its order again); a guest's cart of the token.
 * A customer's cart is never reached by a token alone, so a cookie left behind after logout
 * opens nothing.
 */
function ownerCondition(owner: CartOwner): SQL | undefined {
  if (owner.customer !== null) {
    const mine = eq(carts.customerId, owner.customer.id);
    const active = eq(carts.status, 'active');
    return owner.token === null
      ? and(mine, active)
      : and(mine, or(active, eq(carts.sessionHash, sha256(owner.token))));
  }
  if (owner.token === null) return undefined;
  return and(eq(carts.sessionHash, sha256(owner.token)), isNull(carts.customerId));
}

function expiredBefore(clock: CartClock): Date | null {
  return clock.expireDays === null
    ? null
    : new Date(clock.now.getTime() - clock.expireDays * 24 * 60 * 60 * 1000);
}

/** Whether an active cart has passed its expiry. */
export function isExpired(cart: CartRow, clock: CartClock): boolean {
  const before = expiredBefore(clock);
  return cart.status === 'active' && before !== null && cart.updatedAt <= before;
}

/**
 * The owner's cart of any status (an `ordered` cart is how place-order finds its order again),
 * or `undefined`. An expired active cart is deleted on sight and counts as none.
 */
export async function findOwnerCart(
  db: Queryable,
  owner: CartOwner,
  clock: CartClock,
  lock = false,
): Promise<CartRow | undefined> {
  const condition = ownerCondition(owner);
  if (condition === undefined) return undefined;
  const query = db
    .select()
    .from(carts)
    .where(condition)
    // The active cart first; then the newest.
    .orderBy(sql`${carts.status} = 'active' desc`, desc(carts.id))
    .limit(1);
  const [cart] = lock ? await query.for('update') : await query;
  if (cart === undefined) return undefined;
  if (isExpired(cart, clock)) {
    const before = expiredBefore(clock);
    if (before !== null) {
      await db
        .delete(carts)
        .where(
          and(eq(carts.id, cart.id), eq(carts.status, 'active'), lte(carts.updatedAt, before)),
        );
    }
    return undefined;
  }
  return cart;
}

/** The owner's active cart (not yet ordered), or `undefined`. */
export async function findActiveCart(
  db: Queryable,
  owner: CartOwner,
  clock: CartClock,
): Promise<CartRow | undefined> {
  const cart = await findOwnerCart(db, owner, clock);
  return cart?.status === 'active' ? cart : undefined;
}

/**
 * The owner's active cart, locked (`SELECT ... FOR UPDATE`) until the transaction ends, so
 * concurrent changes to one cart run one after another. With `create`, a missing cart is made
 * with a fresh token (answered as `createdToken`, to set as the cookie); a customer's concurrent
 * first adds meet at the one-active-cart-per-customer index.
 */
export async function lockActiveCart(
  tx: Transaction,
  owner: CartOwner,
  clock: CartClock,
  create: true,
): Promise<LockedCart>;
export async function lockActiveCart(
  tx: Transaction,
  owner: CartOwner,
  clock: CartClock,
  create: false,
): Promise<LockedCart | undefined>;
export async function lockActiveCart(
  tx: Transaction,
  owner: CartOwner,
  clock: CartClock,
  create: boolean,
): Promise<LockedCart | undefined> {
  const found = await findOwnerCart(tx, owner, clock, true);
  if (found?.status === 'active') return { cart: found, createdToken: null };
  if (!create) return undefined;

  const token = newToken();
  const [inserted] = await tx
    .insert(carts)
    .values({
      sessionHash: sha256(token),
      customerId: owner.customer?.id ?? null,
      createdAt: clock.now,
      updatedAt: clock.now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted !== undefined) {
    return { cart: inserted, createdToken: token };
  }
  // Another request created the customer's cart first: use that one.
  const again = await findOwnerCart(tx, owner, clock, true);
  if (again?.status !== 'active') throw new Error('lockActiveCart: cart vanished while creating');
  return { cart: again, createdToken: null };
}

/** Marks a cart changed now (which also restarts its expiry); answers the cart as it now is. */
export async function touchCart(
  tx: Queryable,
  cartId: number,
  now: Date,
): Promise<CartRow | undefined> {
  const [cart] = await tx
    .update(carts)
    .set({ updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning();
  return cart;
}
