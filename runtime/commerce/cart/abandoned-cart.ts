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
    if (!token || !cartId) return;
    // the sending (and what it remembers) loads only in a store with the plugin, with a token
    void import('./abandoned-cart-send.ts').then(({ sendAbandonedCartToken }) =>
      sendAbandonedCartToken(api, token, cartId),
    );
  }, [api, token, cartId]);
}
