import type { ApiClient } from '../../api/client.ts';

// Sending the abandoned-cart token (abandoned-cart.ts): loaded only when there is one to send.

/** localStorage key of what was sent last: `{ token, cart_id }`. */
export const ABANDONED_CART_STORAGE_KEY = 'sf_abandoned_cart';

interface Sent {
  token: string;
  cart_id: number;
}

function readSent(): Sent | null {
  try {
    const raw = window.localStorage.getItem(ABANDONED_CART_STORAGE_KEY);
    const sent = raw ? (JSON.parse(raw) as Partial<Sent>) : null;
    return typeof sent?.token === 'string' && typeof sent.cart_id === 'number'
      ? { token: sent.token, cart_id: sent.cart_id }
      : null;
  } catch {
    return null;
  }
}

const inFlight = new Set<string>();

/**
 * Stores `token` on the shopper's cart `cartId`, unless this browser already did for that cart
 * and token. Never throws: recovery tracking must not disturb the cart.
 */
export async function sendAbandonedCartToken(
  api: ApiClient,
  token: string,
  cartId: number,
): Promise<void> {
  const sent = readSent();
  const key = `${token}|${cartId}`;
  if ((sent?.token === token && sent.cart_id === cartId) || inFlight.has(key)) return;
  inFlight.add(key);
  try {
    // the plugins' endpoint rows load with the one call that needs them (not with the cart page)
    const plugins = await import('../../../schemas/api/endpoints/plugins.ts');
    const { data } = await api.call(plugins.abandonedCart, { body: { token } });
    window.localStorage.setItem(
      ABANDONED_CART_STORAGE_KEY,
      JSON.stringify({ token: data.token, cart_id: data.cart_id } satisfies Sent),
    );
  } catch (error) {
    console.warn('[cart] the abandoned-cart token could not be sent', error);
  } finally {
    inFlight.delete(key);
  }
}
