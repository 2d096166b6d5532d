import type { Cart, CartItem } from '../../../schemas/api/cart.ts';
import type { AnalyticsItem, CommercePayload } from '../../analytics/events.ts';
import { analyticsItem, commercePayload } from '../product/analytics-item.ts';

/** A cart line as an analytics item: its sku, the price the cart holds, its units. */
export function cartLineItem(line: CartItem): AnalyticsItem {
  return analyticsItem(line.product, {
    sku: line.sku,
    price: line.unit_price.amount,
    quantity: line.quantity,
  });
}

/** The payload of `view_cart` (spec §4): every line, worth the cart's subtotal. */
export function viewCartPayload(current: Cart): CommercePayload {
  return {
    ...commercePayload(current.currency, current.items.map(cartLineItem)),
    value: current.subtotal.amount,
  };
}
