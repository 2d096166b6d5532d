import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import { takeLoginRedirect } from '../../routing/login-redirect.ts';
import { cartQueryKey } from '../cart/cart-query.ts';
import { wishlistQueryKey } from '../wishlist/wishlist-count-query.ts';
import { closeAuthDialog } from './auth-dialog.ts';
import type { AuthSlice } from './auth-store.ts';
import { emitCartSession } from './cart-session-event.ts';

/** Where a login goes when nothing was remembered (spec §4). */
export const AFTER_LOGIN_PATH = '/account';

/** What finishing a login needs from the page. */
export interface CompleteLoginContext {
  queryClient: QueryClient;
  store: { getState: () => AuthSlice };
  /** React Router's `navigate`: the navigation reloads the loaders, the root's session included. */
  navigate: (to: string) => unknown;
}

/**
 * Everything after a successful login, OTP verification or registration, in spec §4's order. The
 * API merged the guest cart into the customer's as part of the login (its answer's
 * `cart_session_id` is the merged cart), so the cart is refreshed now; then the user is saved, the
 * dialogs close, the cart-session event is emitted, and the page goes to the remembered target
 * (paths on this site only: `takeLoginRedirect` refuses anything else) or to /account.
 */
export async function completeLogin(
  answer: LoginResponse,
  { queryClient, store, navigate }: CompleteLoginContext,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  ]);
  store.getState().setUser(answer.user);
  closeAuthDialog();
  emitCartSession(answer.cart_session_id);
  await navigate(takeLoginRedirect(AFTER_LOGIN_PATH));
}
