import { isDraftPreview } from '../../../editor-bridge/draft-preview.ts';
import type { LoadPageOptions, PageData } from '../../render/load-page.server.ts';
import { loadStoreLayout } from './store-layout.server.ts';

/** What `loadPage` throws for a page with no template: React Router's `data(…, 404)`. */
function isNotFound(thrown: unknown): boolean {
  const init = (thrown as { type?: unknown; init?: ResponseInit | null } | null)?.init;
  return (
    (thrown as { type?: unknown } | null)?.type === 'DataWithResponseInit' && init?.status === 404
  );
}

/**
 * The editor's frame for a page shoppers cannot see yet (decision 15): when the page has no
 * template and the URL asks for `?preview=draft`, the store's layout with no sections, for the
 * editor to draw the draft in. It shows nothing of the page (the same for any path, so it tells
 * no one which drafts exist) and is answered 404, never indexed, never cached. `null` for
 * anything else, which the caller throws on as before.
 */
export async function draftFrame(
  thrown: unknown,
  options: LoadPageOptions,
): Promise<PageData | null> {
  if (!isNotFound(thrown) || !isDraftPreview(options.url.searchParams)) return null;
  return loadStoreLayout(options, []);
}

/** The headers of the draft frame: a 404 no shared cache keeps and no search engine indexes. */
export const DRAFT_FRAME_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;
