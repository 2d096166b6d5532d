import * as auth from '../../../schemas/api/endpoints/auth.ts';
import type { ApiClient } from '../../api/endpoint-client.ts';
import { closeAuthDialog } from './auth-dialog.ts';
import type { AuthSlice } from './auth-store.ts';
import { LOGOUT_EVENT } from './logout-event.ts';

export { LOGOUT_EVENT } from './logout-event.ts';

/** What logging out needs from the page. */
export interface LogoutContext {
  api: ApiClient;
  store: { getState: () => AuthSlice };
  /** Loads a URL as a new document (`loadDocument`). */
  loadDocument: (url: string) => void;
}

/**
 * Logs out (spec §4 "Logout"): `POST /api/auth/logout`, then resets the cart, account, wishlist
 * and checkout state and the auth dialog, and goes to /. What the browser keeps beyond the page
 * (the remembered customer, the checkout's progress) is forgotten here: the auth store, and the
 * stores that listen for {@link LOGOUT_EVENT}. What the page holds in memory (the query cache
 * with the customer's cart, account and wishlist) goes with the page: / is loaded as a new
 * document. Resetting the cache under the page instead refetched the account as a guest (401s),
 * and emptied the menus under the layout's sections still waiting to hydrate (decision 0011),
 * whose hydration then no longer matched their server HTML. Resolves `false`, changing nothing,
 * when the API refused (it toasted why).
 */
export async function logout({ api, store, loadDocument }: LogoutContext): Promise<boolean> {
  try {
    await api.call(auth.logout);
  } catch {
    return false;
  }
  store.getState().clearUser();
  closeAuthDialog();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOGOUT_EVENT));
  loadDocument('/');
  return true;
}
