import { listPages } from './admin-api.ts';
import { STOREFRONT_URL } from './config.ts';
import { pagesLoaded } from './state/editor-store.ts';

/** Reloads the store's page list (quietly: the picker keeps its fixed pages when it fails). */
export async function refreshPages(token: string): Promise<void> {
  if (!token) return;
  try {
    pagesLoaded(await listPages({ baseUrl: STOREFRONT_URL, token }));
  } catch {
    // the fixed pages stay on offer; the token form says when the token is refused
  }
}
