import type { Cart } from '../../../schemas/api/cart.ts';
import type { Order } from '../../../schemas/api/orders.ts';
import type { AnalyticsEvents, AnalyticsItem } from '../../analytics/events.ts';

// The payloads of the checkout's analytics events (spec §4 "Analytics": add shipping info, add
// payment info, purchase), built from what the API answered: the value is the server's total.

/** The cart's lines as analytics items, at the unit price the cart holds. */
function cartItems(cart: Pick<Cart, 'items'>): AnalyticsItem[] {
  return cart.items.map((line) => ({
    id: line.sku,
    name: line.product.name,
    brand: line.product.brand?.name ?? null,
    category: line.product.category.name,
    variant: line.variant ? line.variant.sku : null,
    price: line.unit_price.amount,
    quantity: line.quantity,
  }));
}

/** `add_shipping_info` for the cart once a shipping method is chosen. */
export function shippingInfoPayload(cart: Cart): AnalyticsEvents['add_shipping_info'] {
  return {
    currency: cart.currency,
    value: cart.grand_total.amount,
    items: cartItems(cart),
    shipping_tier: cart.shipping_method?.name ?? null,
  };
}

/** `add_payment_info` for the cart once a payment method is chosen. */
export function paymentInfoPayload(cart: Cart): AnalyticsEvents['add_payment_info'] {
  return {
    currency: cart.currency,
    value: cart.grand_total.amount,
    items: cartItems(cart),
    payment_type: cart.cart_payment_method?.name ?? null,
  };
}

/** `purchase` for a placed order: its number, total, shipping, tax, coupon and lines. */
export function purchasePayload(order: Order): AnalyticsEvents['purchase'] {
  return {
    transaction_id: order.order_no,
    currency: order.currency,
    value: order.grand_total.amount,
    shipping: order.shipping.amount,
    tax: order.tax.amount,
    coupon: order.coupon_code,
    items: order.items.map((line) => ({
      id: line.sku,
      name: line.name,
      price: line.unit_price.amount,
      quantity: line.quantity,
    })),
  };
}
