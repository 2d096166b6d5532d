import * as cart from '../../../schemas/api/endpoints/cart-get.ts';
import { isApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';

/** Name of the guest cart cookie (spec §3 "A persisted cart cookie holds ... cart_session"). */
export const CART_SESSION_COOKIE = 'cart_session';

/** What the guards need to know of the shopper's cart. */
export type CartState =
  /** The API answered; `exists` is false when it holds no cart for this shopper. */
  | { kind: 'ok'; exists: boolean; itemCount: number }
  /** The API does not know the cart the shopper's cookie names (expired or invalid session). */
  | { kind: 'unknown-session' }
  /** The cart could not be read (API down, endpoint missing, an answer that is not a cart). */
  | { kind: 'failed' };

/** Whether the request carries a cart session cookie. */
export function hasCartCookie(request: Request): boolean {
  const header = request.headers.get('cookie') ?? '';
  return header
    .split(';')
    .some(
      (part) => part.trim().startsWith(`${CART_SESSION_COOKIE}=`) && !part.trim().endsWith('='),
    );
}

/**
 * Reads the shopper's cart (spec §7 `cart.get`) for the guards: whether it exists (`id`) and how
 * many units it holds (`total_quantity`). The answer is parsed with the contract's cart, which
 * keeps what it knows of a platform's richer cart.
 */
export async function readCart(api: ApiClient): Promise<CartState> {
  try {
    const { data } = await api.call(cart.get, { silent: true });
    return { kind: 'ok', exists: data.id !== null, itemCount: data.total_quantity };
  } catch (error) {
    if (isApiError(error) && [404, 410, 422].includes(error.status)) {
      return { kind: 'unknown-session' };
    }
    return { kind: 'failed' };
  }
}
