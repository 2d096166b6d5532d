import { redirect } from 'react-router';
import type { GuardRule } from '../guards.ts';
import { loginRedirectUrl } from '../login-redirect.ts';
import { targetOf } from '../safe-redirect.ts';
import { loadStoreState } from '../store-state.ts';
import { readCart } from './read-cart.ts';

/**
 * The checkout guard of `/checkout/address` and `/checkout/payment` (spec §2, §6): an empty or
 * unreadable cart goes back to /cart (which never redirects, so there is no loop); a guest may
 * go on only when `enable_guest_checkout` is on, else home with the login dialog open and this
 * page remembered. Logged in means the initial values carry an `account` (spec §3).
 */
export const checkoutGuard: GuardRule = {
  name: 'checkout',
  applies: ({ pageType }) => pageType === 'checkout',
  guard: async ({ api, url }) => {
    const [cart, state] = await Promise.all([readCart(api), loadStoreState(api)]);
    if (cart.kind !== 'ok' || cart.itemCount < 1) throw redirect('/cart');
    const { isLoggedIn, settings } = state.values;
    if (!isLoggedIn && settings.enable_guest_checkout !== true) {
      throw redirect(loginRedirectUrl(targetOf(url)));
    }
  },
};
