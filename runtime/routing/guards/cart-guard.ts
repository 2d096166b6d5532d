import type { GuardRule } from '../guards.ts';
import { CART_SESSION_COOKIE, hasCartCookie, readCart } from './read-cart.ts';

/** A `Set-Cookie` value that removes the guest cart cookie. */
export const CLEAR_CART_COOKIE = `${CART_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * The `/cart` cart check (spec §2). An empty cart still shows the cart page with its empty
 * state, so this never redirects; when the shopper's cart cookie names a cart the API no longer
 * has (expired or invalid session), the cookie is cleared so the next add starts a fresh cart.
 * A cart that cannot be read is left to the page's own error state.
 */
export const cartGuard: GuardRule = {
  name: 'cart',
  applies: ({ pageType }) => pageType === 'cart',
  guard: async ({ api, request, setCookie }) => {
    if (!hasCartCookie(request)) return;
    const cart = await readCart(api);
    const stale = cart.kind === 'unknown-session' || (cart.kind === 'ok' && !cart.exists);
    if (stale) setCookie?.(CLEAR_CART_COOKIE);
  },
};
