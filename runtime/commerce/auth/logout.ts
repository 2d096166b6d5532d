import type { QueryClient } from '@tanstack/react-query';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import type { ApiClient } from '../../api/endpoint-client.ts';
import { closeAuthDialog } from './auth-dialog.ts';
import type { AuthSlice } from './auth-store.ts';
import { LOGOUT_EVENT } from './logout-event.ts';

export { LOGOUT_EVENT } from './logout-event.ts';

/** What logging out needs from the page. */
export interface LogoutContext {
  api: ApiClient;
  queryClient: QueryClient;
  store: { getState: () => AuthSlice };
  /** React Router's `navigate`. */
  navigate: (to: string) => unknown;
}

/**
 * Logs out (spec §4 "Logout"): `POST /api/auth/logout`, then resets the cart, account, wishlist
 * and checkout state and the auth dialog, and goes to /. The query cache holds the server's
 * cart, account and wishlist: it is reset once the home page has replaced the account's, so
 * nothing refetches a customer's data as a guest; browser-only stores listen for
 * {@link LOGOUT_EVENT}. Resolves `false`, changing nothing, when the API refused (it toasted why).
 */
export async function logout({
  api,
  queryClient,
  store,
  navigate,
}: LogoutContext): Promise<boolean> {
  try {
    await api.call(auth.logout);
  } catch {
    return false;
  }
  store.getState().clearUser();
  closeAuthDialog();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOGOUT_EVENT));
  await navigate('/');
  await queryClient.resetQueries();
  return true;
}
