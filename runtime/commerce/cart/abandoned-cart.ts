import { useEffect } from 'react';
import type { Plugin } from '../../../schemas/api/plugins.ts';
import type { ApiClient } from '../../api/client.ts';

// spec §3 "Cart store extras: abandoned cart token", §7 `POST /api/plugins/AbandonedCart`. The
// plugin recovers carts that were left behind: the token of its recovery link (or, without one,
// the token in the plugin's config) is stored on the shopper's cart, once per cart.

/** Module name of the abandoned-cart plugin (spec §3 "Plugin"). */
export const ABANDONED_CART_PLUGIN = 'AbandonedCart';
/** Query parameter of the plugin's recovery link that carries its token: `/cart?abandoned_cart_token=…`. */
export const ABANDONED_CART_PARAM = 'abandoned_cart_token';
/** localStorage key of what was sent last: `{ token, cart_id }`. */
export const ABANDONED_CART_STORAGE_KEY = 'sf_abandoned_cart';

const TOKEN_PATTERN = /^[\w.~-]{1,200}$/;

/**
 * The token to send: the recovery link's, else the installed plugin's configured `token`;
 * `null` when the plugin is not installed or there is no usable token.
 */
export function abandonedCartToken(
  installed: readonly Plugin[],
  query: URLSearchParams,
): string | null {
  const plugin = installed.find((candidate) => candidate.module_name === ABANDONED_CART_PLUGIN);
  if (!plugin) return null;
  const fromLink = query.get(ABANDONED_CART_PARAM)?.trim() ?? '';
  const configured = typeof plugin.config.token === 'string' ? plugin.config.token.trim() : '';
  // a link token that is not one (tampered with) is ignored, not sent
  return [fromLink, configured].find((token) => TOKEN_PATTERN.test(token)) ?? null;
}

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

/**
 * Sends the abandoned-cart token for the shopper's cart once it exists, when the plugin is
 * installed (see {@link abandonedCartToken}); once per cart and token.
 */
export function useAbandonedCartToken(
  api: ApiClient,
  installed: readonly Plugin[],
  query: URLSearchParams,
  cartId: number | null | undefined,
): void {
  const token = abandonedCartToken(installed, query);
  useEffect(() => {
    if (token && cartId) void sendAbandonedCartToken(api, token, cartId);
  }, [api, token, cartId]);
}
