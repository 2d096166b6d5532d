import type { CustomerRow } from '../../http/session.ts';
import type { CartRow } from './cart-store.ts';

/** Who hears about an order placed from a cart. */
export interface CartContact {
  phone: string | null;
  email: string | null;
}

/**
 * The contact an order from `cart` would use: the phone set on the cart, else the customer's,
 * else the shipping address's; the e-mail set on the cart, else the customer's.
 */
export function cartContact(cart: CartRow | undefined, customer: CustomerRow | null): CartContact {
  const addressPhone = cart?.shippingAddress?.phone;
  return {
    phone:
      cart?.phone ??
      customer?.phone ??
      (typeof addressPhone === 'string' && addressPhone !== '' ? addressPhone : null),
    email: cart?.email ?? customer?.email ?? null,
  };
}
