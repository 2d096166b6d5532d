import type { shippingMethods } from '../../db/schema.ts';
import { toMinor } from './money.ts';

/** A shipping method row as stored. */
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/**
 * What shipping a non-empty cart costs for goods worth `goodsMinor` (subtotal after discount):
 * nothing from the method's `free_over`, else its price.
 */
export function shippingCostMinor(method: ShippingMethodRow, goodsMinor: number): number {
  if (method.freeOver !== null && goodsMinor >= toMinor(method.freeOver)) return 0;
  return toMinor(method.price);
}
