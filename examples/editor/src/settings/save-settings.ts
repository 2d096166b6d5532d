import {
  AdminApiError,
  type AdminApiOptions,
  discardStorefrontDraft,
  fetchStorefrontDraft,
  saveStorefrontDraft,
} from '../admin-api.ts';
import { STOREFRONT_URL } from '../config.ts';
import { notify } from '../state/editor-store.ts';
import {
  currentEdits,
  pluginDrafts,
  settingsDirty,
  settingsFailed,
  settingsLoaded,
  settingsProblems,
  settingsSaving,
  useSettingsStore,
} from './settings-store.ts';

// Loading and saving the store settings' draft (issue 25). Like a page's draft: conditional on
// the version read, nothing typed is lost on a failure, and the message says why.

/** How a settings write ended. */
export type SettingsOutcome = 'saved' | 'nothing' | 'invalid' | 'rejected' | 'conflict' | 'failed';

/** What a settings conflict says. */
export const SETTINGS_CONFLICT_MESSAGE =
  'Store settings not saved: they were changed elsewhere meanwhile. Your changes are kept; they are saved over the newer settings with your next change.';

const api = (token: string, keepalive = false): AdminApiOptions => ({
  baseUrl: STOREFRONT_URL,
  token,
  ...(keepalive ? { keepalive } : {}),
});
const get = () => useSettingsStore.getState();

let writing: Promise<unknown> = Promise.resolve();
function queued<T>(write: () => Promise<T>): Promise<T> {
  const next = writing.then(write, write);
  writing = next;
  return next;
}

/** Loads the settings' draft (or the live settings); edits not yet saved are kept on top. */
export function loadSettings(token: string): Promise<SettingsOutcome> {
  return queued(async () => {
    try {
      const dirty = settingsDirty();
      const draft = await fetchStorefrontDraft(api(token));
      settingsLoaded(draft, dirty ? currentEdits() : null);
      return 'saved';
    } catch (error) {
      return failed(error);
    }
  });
}

function failed(error: unknown): SettingsOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof AdminApiError) {
    if (error.status === 412) {
      settingsFailed(SETTINGS_CONFLICT_MESSAGE);
      notify({ kind: 'error', text: SETTINGS_CONFLICT_MESSAGE });
      return 'conflict';
    }
    if (error.status === 422) {
      settingsFailed(message, error.fieldErrors);
      notify({ kind: 'error', text: `Store settings not saved: ${message}` });
      return 'invalid';
    }
    if (error.status === 401) {
      // the token form says so and asks again
      settingsFailed(message);
      return 'rejected';
    }
  }
  settingsFailed(message);
  notify({ kind: 'error', text: message });
  return 'failed';
}

/**
 * Saves the edited settings to the draft, unless they fail the schema the API checks them with
 * (nothing is sent; the fields say why). After a conflict the newer settings are read again and
 * the edits kept on top, so the next save goes over them knowingly.
 */
export function saveSettings(
  token: string,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<SettingsOutcome> {
  return queued(async () => {
    const state = get();
    if (!token || !state.doc || !settingsDirty(state)) return 'nothing';
    if (Object.keys(settingsProblems(state)).length > 0) return 'invalid';
    const edits = currentEdits(state);
    const password = state.password;
    settingsSaving(true);
    try {
      const answer = await saveStorefrontDraft(
        api(token, keepalive),
        {
          ...state.doc,
          ...(state.social ? { social: state.social } : {}),
          plugins: pluginDrafts(state.plugins),
          ...(password ? { password } : {}),
        },
        state.version,
      );
      const now = get();
      useSettingsStore.setState({ password: now.password === password ? '' : now.password });
      const unchanged =
        now.doc === edits.doc && now.social === edits.social && now.plugins === edits.plugins;
      settingsLoaded(answer, unchanged ? null : currentEdits(now));
      return 'saved';
    } catch (error) {
      const outcome = failed(error);
      if (outcome === 'conflict') {
        // read the newer version; the owner's edits stay on top of it
        try {
          settingsLoaded(await fetchStorefrontDraft(api(token)), currentEdits());
          useSettingsStore.setState({ error: SETTINGS_CONFLICT_MESSAGE });
        } catch {}
      }
      return outcome;
    } finally {
      settingsSaving(false);
    }
  });
}

/** Throws the settings draft away: back to the live settings. */
export function discardSettings(token: string): Promise<SettingsOutcome> {
  return queued(async () => {
    try {
      const answer = await discardStorefrontDraft(api(token), get().version);
      useSettingsStore.setState({ password: '' });
      settingsLoaded(answer);
      notify({ kind: 'success', text: 'Store settings are as shoppers see them again.' });
      return 'saved';
    } catch (error) {
      return failed(error);
    }
  });
}
