import { invalidTemplateDataSchema } from '../../../schemas/api/publishing.ts';
import {
  AdminApiError,
  type AdminApiOptions,
  discardDraft,
  fetchTemplate,
  publishDraft,
  restoreVersion,
  saveDraft,
} from './admin-api.ts';
import { STOREFRONT_URL } from './config.ts';
import { refreshPages } from './page-list.ts';
import { loadSettings, saveSettings } from './settings/save-settings.ts';
import { saveBody } from './state/document.ts';
import {
  conflictFound,
  isDirty,
  notify,
  publishedAs,
  replacedFromServer,
  savedAs,
  saveFailed,
  serverRefused,
  setSaving,
  useEditorStore,
} from './state/editor-store.ts';
import { documentProblems } from './state/validation.ts';

// Writing a page's draft, publishing it, discarding it and restoring a version (decision 15).
// Every write names the version the editor read; on any failure the editor keeps exactly what
// was typed and says why.

/** How a write ended. */
export type SaveOutcome = 'saved' | 'nothing' | 'invalid' | 'rejected' | 'conflict' | 'failed';

/** What a conflict says. */
export const CONFLICT_MESSAGE =
  'Not saved: someone else saved this page meanwhile. Your changes are kept; compare both versions below.';

const api = (token: string, keepalive = false): AdminApiOptions => ({
  baseUrl: STOREFRONT_URL,
  token,
  ...(keepalive ? { keepalive } : {}),
});
const get = () => useEditorStore.getState();

/** One write per page at a time: the next waits, then reads the version the last one left. */
const writing = new Map<string, Promise<unknown>>();

function queued<T>(pageKey: string, write: () => Promise<T>): Promise<T> {
  const previous = writing.get(pageKey) ?? Promise.resolve();
  const next = previous.then(write, write);
  writing.set(pageKey, next);
  void next.finally(() => {
    if (writing.get(pageKey) === next) writing.delete(pageKey);
  });
  return next;
}

/** Turns a failed write into what the owner is told and the page's state; answers the outcome. */
async function failed(pageKey: string, token: string, error: unknown): Promise<SaveOutcome> {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AdminApiError && error.status === 412) {
    // keep both at hand: ours in the editor, theirs fetched now
    try {
      conflictFound(pageKey, await fetchTemplate(api(token), pageKey));
    } catch {
      saveFailed(pageKey, CONFLICT_MESSAGE);
    }
    notify({ kind: 'error', text: CONFLICT_MESSAGE });
    return 'conflict';
  }
  saveFailed(pageKey, message);
  // a refused token is said by the token form, which asks again
  const refusedToken = error instanceof AdminApiError && error.status === 401;
  if (!refusedToken) notify({ kind: 'error', text: message });
  if (error instanceof AdminApiError && error.status === 422) {
    const refused = invalidTemplateDataSchema.safeParse(error.data);
    if (refused.success) serverRefused(refused.data.sections);
    return 'invalid';
  }
  return refusedToken ? 'rejected' : 'failed';
}

/** How a save is made. */
export interface SaveOptions {
  /** No success message (an autosave). @default false */
  quiet?: boolean;
  /** The request may outlive the tab (a save as the owner leaves). @default false */
  keepalive?: boolean;
}

/**
 * Saves `pageKey`'s changes to its draft on the server, unless a section is invalid (the API
 * would refuse it: nothing is sent, the error list says why) or a conflict waits for the owner.
 */
export function saveDraftOf(
  pageKey: string,
  token: string,
  { quiet = false, keepalive = false }: SaveOptions = {},
): Promise<SaveOutcome> {
  return queued(pageKey, async () => {
    const draft = get().drafts[pageKey];
    if (!draft || !token) return 'nothing';
    if (draft.conflict) return 'conflict';
    if (documentProblems(draft.doc, get().manifest).length > 0) return 'invalid';
    const doc = draft.doc;
    const body = saveBody(doc, draft.saved, { upgrade: draft.migratedFrom !== null });
    if (!body) return 'nothing';
    if (!draft.server) {
      saveFailed(
        pageKey,
        'The storefront gave no version for this page, so it cannot be saved safely.',
      );
      return 'failed';
    }
    setSaving(true);
    try {
      const answer = await saveDraft(api(token, keepalive), pageKey, body, draft.server.version);
      savedAs(pageKey, doc, answer);
      if (!quiet)
        notify({ kind: 'success', text: 'Draft saved. Shoppers see it once you publish.' });
      return 'saved';
    } catch (error) {
      return failed(pageKey, token, error);
    } finally {
      setSaving(false);
    }
  });
}

/** Saves every page with unsaved, valid changes (autosave, and as the owner leaves). */
export function saveAllDrafts(token: string, options: SaveOptions = {}): Promise<SaveOutcome[]> {
  const dirty = Object.values(get().drafts).filter(
    (draft) => isDirty(draft) || draft.migratedFrom !== null,
  );
  return Promise.all(dirty.map((draft) => saveDraftOf(draft.pageKey, token, options)));
}

/**
 * Makes `pageKey`'s draft live with the store settings' draft (one Publish, one version): saves
 * what is unsaved of both first, then publishes.
 */
export async function publishPage(pageKey: string, token: string): Promise<SaveOutcome> {
  const settings = await saveSettings(token);
  if (settings !== 'saved' && settings !== 'nothing') return settings;
  const saved = await saveDraftOf(pageKey, token, { quiet: true });
  if (saved !== 'saved' && saved !== 'nothing') return saved;
  return queued(pageKey, async () => {
    const draft = get().drafts[pageKey];
    if (!draft?.server) return 'nothing';
    setSaving(true);
    try {
      publishedAs(pageKey, await publishDraft(api(token), pageKey, draft.server.version));
      notify({ kind: 'success', text: 'Published. Shoppers see this version of the page now.' });
      void refreshPages(token);
      void loadSettings(token);
      return 'saved';
    } catch (error) {
      return failed(pageKey, token, error);
    } finally {
      setSaving(false);
    }
  });
}

/**
 * Throws `pageKey`'s draft away, on the server and in the editor: back to what shoppers see.
 * Undo brings the discarded edits back (they are saved again as a new draft).
 */
export async function discardPageDraft(pageKey: string, token: string): Promise<SaveOutcome> {
  return queued(pageKey, async () => {
    const draft = get().drafts[pageKey];
    if (!draft?.server) return 'nothing';
    try {
      const answer = draft.server.hasDraft
        ? await discardDraft(api(token), pageKey, draft.server.version)
        : await fetchTemplate(api(token), pageKey);
      replacedFromServer(pageKey, answer);
      notify({
        kind: 'success',
        text: 'Draft discarded: the page is as shoppers see it. Undo brings your edits back.',
      });
      return 'saved';
    } catch (error) {
      return failed(pageKey, token, error);
    }
  });
}

/** Makes published version `number` the page's draft; Undo brings back the draft it replaced. */
export async function restorePageVersion(
  pageKey: string,
  number: number,
  token: string,
): Promise<SaveOutcome> {
  const saved = await saveDraftOf(pageKey, token, { quiet: true });
  if (saved === 'conflict' || saved === 'rejected') return saved;
  return queued(pageKey, async () => {
    const draft = get().drafts[pageKey];
    if (!draft?.server) return 'nothing';
    try {
      replacedFromServer(
        pageKey,
        await restoreVersion(api(token), pageKey, number, draft.server.version),
      );
      // the version's store settings are the settings' draft now, too
      void loadSettings(token);
      notify({
        kind: 'success',
        text: `Version ${number} is your draft now. Publish to show it to shoppers; Undo takes it back.`,
      });
      return 'saved';
    } catch (error) {
      return failed(pageKey, token, error);
    }
  });
}

/** Whether `pageKey` has edits the server does not hold yet. */
export function hasUnsavedEdits(pageKey: string): boolean {
  const draft = get().drafts[pageKey];
  return draft !== undefined && (isDirty(draft) || draft.migratedFrom !== null);
}
