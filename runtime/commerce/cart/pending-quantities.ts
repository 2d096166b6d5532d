import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../schemas/api/cart.ts';
import { cartQueryKey } from './cart-query.ts';

// Quantities a shopper asked for that the server has not confirmed yet (optimistic updates). The
// cached cart shows them at once, so the header count and the mobile tab badge follow a click
// immediately; every answer of the server replaces the cached cart, so the ones still pending are
// laid over it again. Only units are laid over: prices and totals stay exactly as answered.

interface PendingQuantity {
  /** What the shopper asked for last. */
  wanted: number;
  /** What the server's last answer held. */
  confirmed: number;
}

/** Pending quantities per query client (one per browser tab; tests make their own). */
const byClient = new WeakMap<QueryClient, Map<number, PendingQuantity>>();

function pendingOf(client: QueryClient): Map<number, PendingQuantity> {
  let pending = byClient.get(client);
  if (!pending) {
    pending = new Map();
    byClient.set(client, pending);
  }
  return pending;
}

/** `cart` with the pending quantities laid over its lines and its total quantity. */
export function withPendingQuantities(cart: Cart, pending: ReadonlyMap<number, PendingQuantity>) {
  if (pending.size === 0) return cart;
  let total = cart.total_quantity;
  const items = cart.items.map((item) => {
    const entry = pending.get(item.id);
    if (!entry || entry.wanted === item.quantity) return item;
    total += entry.wanted - item.quantity;
    return { ...item, quantity: entry.wanted, quantity_in_display_unit: entry.wanted };
  });
  return { ...cart, items, total_quantity: Math.max(0, total) };
}

function relay(client: QueryClient, confirmedFrom?: Cart): void {
  const pending = pendingOf(client);
  if (confirmedFrom) {
    for (const item of confirmedFrom.items) {
      const entry = pending.get(item.id);
      if (entry) entry.confirmed = item.quantity;
    }
  }
  client.setQueryData<Cart | null>(cartQueryKey, (cart) =>
    cart ? withPendingQuantities(cart, pending) : cart,
  );
}

/** Shows `wanted` units on line `itemId` at once, until the server answers. */
export function askQuantity(client: QueryClient, itemId: number, wanted: number): void {
  const pending = pendingOf(client);
  const entry = pending.get(itemId);
  if (entry) entry.wanted = wanted;
  else {
    const cart = client.getQueryData<Cart | null>(cartQueryKey);
    const confirmed = cart?.items.find((item) => item.id === itemId)?.quantity ?? wanted;
    pending.set(itemId, { wanted, confirmed });
  }
  relay(client);
}

/**
 * The server answered a change with `answered` (already the cached cart): what it holds is now
 * confirmed, and the quantities still pending are laid over it again. `done` forgets line
 * `itemId`'s pending quantity (its last request was answered).
 */
export function settleQuantities(
  client: QueryClient,
  answered: Cart | undefined,
  itemId?: number,
): void {
  if (itemId !== undefined) pendingOf(client).delete(itemId);
  relay(client, answered);
}

/** Gives up line `itemId`'s pending quantity and shows the last confirmed one again. */
export function rollBackQuantity(client: QueryClient, itemId: number): void {
  const pending = pendingOf(client);
  const entry = pending.get(itemId);
  pending.delete(itemId);
  if (!entry) return;
  client.setQueryData<Cart | null>(cartQueryKey, (cart) =>
    cart
      ? withPendingQuantities(
          withPendingQuantities(
            cart,
            new Map([[itemId, { wanted: entry.confirmed, confirmed: entry.confirmed }]]),
          ),
          pending,
        )
      : cart,
  );
}

/** Whether line `itemId` has a quantity waiting for the server. */
export function hasPendingQuantity(client: QueryClient, itemId: number): boolean {
  return pendingOf(client).has(itemId);
}
