import { AdminApiError, saveTemplate } from './admin-api.ts';
import { STOREFRONT_URL } from './config.ts';
import { saveBody } from './state/document.ts';
import { currentDraft, notify, savedAs, setSaving } from './state/editor-store.ts';

/** How a save ended. */
export type SaveOutcome = 'saved' | 'nothing' | 'rejected' | 'failed';

/**
 * Saves the current page's changes through the admin endpoint. On any failure the draft stays
 * exactly as it was (nothing typed is lost) and the store owner is told why.
 */
export async function saveCurrentPage(token: string): Promise<SaveOutcome> {
  const draft = currentDraft();
  if (!draft) return 'nothing';
  const body = saveBody(draft.doc, draft.saved);
  if (!body) {
    notify({ kind: 'success', text: 'Nothing to save: the page is as it was saved.' });
    return 'nothing';
  }
  setSaving(true);
  try {
    await saveTemplate({ baseUrl: STOREFRONT_URL, token }, draft.pageKey, body);
    savedAs(draft.pageKey, draft.doc);
    notify({ kind: 'success', text: 'Saved. Shoppers see the change on their next visit.' });
    return 'saved';
  } catch (error) {
    notify({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    return error instanceof AdminApiError && error.status === 401 ? 'rejected' : 'failed';
  } finally {
    setSaving(false);
  }
}
