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
  /** The cart could not be read (API down, endpoint missing). */
  | { kind: 'failed' };

interface CartAnswer {
  id?: unknown;
  items?: unknown;
  total_quantity?: unknown;
}

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
 * Reads `GET /api/cart/get` (spec §7) for the guards, defensively: only `id`, `items` and
 * `total_quantity` are looked at, so a platform's richer cart still works.
 */
export async function readCart(api: ApiClient): Promise<CartState> {
  try {
    const { data } = await api.get<CartAnswer | null>('/api/cart/get', { silent: true });
    const items = Array.isArray(data?.items) ? data.items.length : 0;
    const quantity = typeof data?.total_quantity === 'number' ? data.total_quantity : items;
    const exists = data !== null && data?.id !== null && data?.id !== undefined;
    return { kind: 'ok', exists, itemCount: quantity };
  } catch (error) {
    if (isApiError(error) && [404, 410, 422].includes(error.status)) {
      return { kind: 'unknown-session' };
    }
    return { kind: 'failed' };
  }
}
