import * as account from '../../../schemas/api/endpoints/account.ts';
import { isApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/endpoint-client.ts';
import type { AuthSlice } from './auth-store.ts';

/** What the browser knows of the session when a page loads. */
export interface SessionFacts {
  /** The customer id of the initial values: the server read this request's session cookie. */
  serverAccountId: number | string | null;
}

/**
 * Makes the persisted user agree with the server's session, which is the truth (spec §6, §9):
 * - a remembered user whom this page's server says is a guest is checked with
 *   `GET /api/account/get`: a 401 (no session) clears it; a customer answer (the page came from a
 *   cache) replaces it;
 * - a session the browser has no (or another) user for is filled in from `account/get`.
 * `api` should be quiet (no toasts, no error log): this runs on its own, not on a shopper's click.
 * Any other failure changes nothing; the next page load tries again.
 */
export async function reconcileAuthSession(
  api: ApiClient,
  store: { getState: () => AuthSlice },
  { serverAccountId }: SessionFacts,
): Promise<void> {
  const { user } = store.getState();
  const agree =
    serverAccountId === null
      ? user === null
      : user !== null && String(user.id) === String(serverAccountId);
  if (agree) return;
  try {
    const { data } = await api.call(account.get, { silent: true });
    store.getState().setUser(data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) store.getState().clearUser();
  }
}
