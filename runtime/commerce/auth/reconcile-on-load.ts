import { createLazyApiClient } from '../../api/lazy-client.ts';
import { silentNotifier } from '../../api/notifier.ts';
import { reconcileAuthSession } from './auth-session.ts';
import { authStore } from './auth-store.ts';

/**
 * Checks the persisted user against the server's session once a page is idle (spec §9): with its
 * own quiet client, since a shopper did not ask for this and an expired session is no error to
 * show. `serverAccountId` is the customer id the page's initial values carried, or `null`.
 */
export async function reconcileOnLoad(serverAccountId: number | string | null): Promise<void> {
  await authStore.persist.rehydrate();
  const quiet = createLazyApiClient({ notifier: silentNotifier, log: () => {} });
  await reconcileAuthSession(quiet, authStore, { serverAccountId });
}
