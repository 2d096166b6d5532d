import { and, eq, type SQL } from 'drizzle-orm';
import { newToken, sha256 } from '../../crypto/token.ts';
import { orders, orderTokens } from '../../db/schema.ts';
import type { CustomerRow } from '../../http/session.ts';
import type { Queryable } from '../services.ts';

/** An order row as stored. */
export type OrderRow = typeof orders.$inferSelect;

/** An order named by its number (`NW100042`) or, all digits, by its id. */
export function orderKeyCondition(key: string): SQL {
  return /^\d{1,9}$/.test(key) ? eq(orders.id, Number(key)) : eq(orders.orderNo, key.toUpperCase());
}

/** The customer's order `key` (number or id), or `undefined`: another customer's is not found. */
export async function findCustomerOrder(
  db: Queryable,
  customerId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(orderKeyCondition(key), eq(orders.customerId, customerId)));
  return row;
}

/**
 * The order `key` if the caller may act on it: with `token`, one of the order's access tokens;
 * without, the logged-in customer who placed it. Anything else is `undefined` (a 404), so an
 * order number alone reveals nothing.
 */
export async function findAccessibleOrder(
  db: Queryable,
  key: string,
  token: string | undefined,
  customer: CustomerRow | null,
): Promise<OrderRow | undefined> {
  if (token !== undefined) {
    const [row] = await db
      .select({ order: orders })
      .from(orderTokens)
      .innerJoin(orders, eq(orders.id, orderTokens.orderId))
      .where(and(eq(orderTokens.tokenHash, sha256(token)), orderKeyCondition(key)));
    return row?.order;
  }
  return customer === null ? undefined : findCustomerOrder(db, customer.id, key);
}

/** A new access token for the order (only its hash is stored). */
export async function issueOrderToken(db: Queryable, orderId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(orderTokens).values({ orderId, tokenHash: sha256(token), createdAt: now });
  return token;
}
