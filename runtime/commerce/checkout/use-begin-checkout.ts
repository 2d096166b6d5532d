import { useEffect, useRef } from 'react';
import type { Cart } from '../../../schemas/api/cart.ts';
import { track } from '../../analytics/analytics.ts';
import type { AnalyticsItem } from '../../analytics/events.ts';
import { commercePayload } from '../product/analytics-item.ts';

/** The cart's lines as analytics items, at the prices the server answered. */
export function cartAnalyticsItems(cart: Pick<Cart, 'items'>): AnalyticsItem[] {
  return cart.items.map((line) => ({
    id: line.sku,
    name: line.product.name,
    brand: line.product.brand?.name ?? null,
    category: line.product.category.name,
    variant: line.variant?.sku ?? null,
    price: line.unit_price.amount,
    quantity: line.quantity,
  }));
}

/**
 * Sends `begin_checkout` (spec §4 "Analytics") once when the address step shows with a cart that
 * holds something; again only after the shopper left the step and came back (a new mount).
 */
export function useBeginCheckout(cart: Cart | null | undefined, active: boolean): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!active || sent.current || !cart || cart.items.length === 0) return;
    sent.current = true;
    track('begin_checkout', {
      ...commercePayload(cart.currency, cartAnalyticsItems(cart)),
      value: cart.grand_total.amount,
      coupon: cart.coupon?.is_applicable ? cart.coupon.code : null,
    });
  }, [cart, active]);
}
