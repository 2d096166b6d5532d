import { create } from 'zustand';
import type { PluginRecord } from '../../../../schemas/api/plugins.ts';
import {
  PASSWORD_REQUIRED_MESSAGE,
  type StorefrontDraft,
  storefrontDraftExtrasSchema,
} from '../../../../schemas/api/publishing.ts';
import type { SocialLinks, StoredSocialLinks } from '../../../../schemas/api/settings.ts';
import { type Storefront, storefrontSchema } from '../../../../schemas/api/storefront.ts';

// The Store settings being edited (issue 25): the storefront as the settings draft holds it, the
// edits on top, and where the draft stands on the server. Publish of a page makes it live.

export interface SettingsState {
  /** What the server's draft (or live settings) held at the last load or save; `null` before. */
  saved: Storefront | null;
  /** The storefront being edited: `saved` with the owner's edits. */
  doc: Storefront | null;
  /** What shoppers see now. */
  live: Storefront | null;
  /** The version to send in `If-Match`. */
  version: number;
  /** Whether the server holds a settings draft that differs from the live settings. */
  hasDraft: boolean;
  /** Whether a store password is stored (or drafted). */
  passwordSet: boolean;
  /** A new store password typed and not saved yet; `''` for none. */
  password: string;
  /** The API's field errors of the last refused save (422), by dotted path. */
  serverErrors: Record<string, string[]>;
  /** Why the last load or save failed; `null` once one succeeds. */
  error: string | null;
  saving: boolean;
  /** The preview shows the gate page of the store mode being edited. */
  gatePreview: boolean;
  /** The social profiles as the server's draft (or live settings) held them. */
  savedSocial: StoredSocialLinks | null;
  /** The social profiles being edited (`null` for none). */
  social: StoredSocialLinks | null;
  /** The configurable plugins as the server's draft (or live settings) held them. */
  savedPlugins: PluginRecord[];
  /** The configurable plugins being edited. */
  plugins: PluginRecord[];
}

/** What the owner is editing: the storefront, the social profiles, the plugins. */
export interface SettingsEdits {
  doc: Storefront | null;
  social: StoredSocialLinks | null;
  plugins: PluginRecord[];
}

const initial: SettingsState = {
  saved: null,
  doc: null,
  live: null,
  version: 0,
  hasDraft: false,
  passwordSet: false,
  password: '',
  serverErrors: {},
  error: null,
  saving: false,
  gatePreview: false,
  savedSocial: null,
  social: null,
  savedPlugins: [],
  plugins: [],
};

export const useSettingsStore = create<SettingsState>()(() => initial);
const set = (partial: Partial<SettingsState>) => useSettingsStore.setState(partial);
const get = () => useSettingsStore.getState();

/** Back to the start (tests). */
export function resetSettings(): void {
  useSettingsStore.setState(initial, true);
}

/** What is being edited now. */
export function currentEdits(state: SettingsState = get()): SettingsEdits {
  return { doc: state.doc, social: state.social, plugins: state.plugins };
}

/** The server's answer replaces what the editor holds (a load, or a save of what is edited). */
export function settingsLoaded(draft: StorefrontDraft, edited: SettingsEdits | null = null): void {
  set({
    saved: draft.storefront,
    // edits made while a save was on its way are kept on top of what it answered
    doc: edited?.doc ?? draft.storefront,
    savedSocial: draft.social,
    social: edited?.social ?? draft.social,
    savedPlugins: draft.plugins,
    plugins: edited ? edited.plugins : draft.plugins,
    live: draft.live,
    version: draft.version,
    hasDraft: draft.has_draft,
    passwordSet: draft.password_set,
    serverErrors: {},
    error: null,
  });
}

/** The owner changed some settings (a partial storefront, merged one level deep for objects). */
export function changeSettings(patch: Record<string, unknown>): void {
  const doc = get().doc;
  if (!doc) return;
  const next: Record<string, unknown> = { ...doc };
  for (const [key, value] of Object.entries(patch)) next[key] = value;
  // a field the owner changed no longer carries the API's old complaint
  const serverErrors = Object.fromEntries(
    Object.entries(get().serverErrors).filter(
      ([path]) => !Object.keys(patch).some((key) => path === key || path.startsWith(`${key}.`)),
    ),
  );
  set({ doc: next as Storefront, serverErrors });
}

/** Drops the API's complaints under `prefix` (the owner changed that field). */
function withoutErrors(prefix: string): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(get().serverErrors).filter(
      ([path]) => path !== prefix && !path.startsWith(`${prefix}.`),
    ),
  );
}

/** The owner changed social profiles (`''` or `null`: none). */
export function changeSocial(patch: Record<string, string | null | undefined>): void {
  const social = get().social;
  if (!social) return;
  const next = { ...social };
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in next)) continue;
    next[key as keyof StoredSocialLinks] = value?.trim() ? value : null;
  }
  const serverErrors = withoutErrors('social');
  set({ social: next, serverErrors });
}

/** The owner installed, removed or reconfigured plugin `name`. */
export function changePlugin(
  name: string,
  patch: { is_installed?: boolean; config?: Record<string, unknown> },
): void {
  const plugins = get().plugins.map((plugin) =>
    plugin.module_name === name ? { ...plugin, ...patch } : plugin,
  );
  set({ plugins, serverErrors: withoutErrors(`plugins.${name}`) });
}

/** The plugins as the settings draft write sends them, by module name. */
export function pluginDrafts(plugins: readonly PluginRecord[]): Record<string, unknown> {
  return Object.fromEntries(
    plugins.map(({ module_name, is_installed, config }) => [module_name, { is_installed, config }]),
  );
}

/** A new store password typed (sent with the next save). */
export function changePassword(password: string): void {
  const serverErrors = { ...get().serverErrors };
  delete serverErrors.password;
  set({ password, serverErrors });
}

export function setGatePreview(on: boolean): void {
  set({ gatePreview: on });
}

export function settingsSaving(saving: boolean): void {
  set({ saving });
}

export function settingsFailed(message: string, fieldErrors: Record<string, string[]> = {}): void {
  set({ error: message, serverErrors: fieldErrors });
}

/** Whether the edits differ from what the server holds. */
export function settingsDirty(state: SettingsState = get()): boolean {
  return (
    state.password !== '' ||
    (state.doc !== null && JSON.stringify(state.doc) !== JSON.stringify(state.saved)) ||
    JSON.stringify(state.social) !== JSON.stringify(state.savedSocial) ||
    JSON.stringify(state.plugins) !== JSON.stringify(state.savedPlugins)
  );
}

/** Whether Publish has store settings to make live. */
export function settingsToPublish(state: SettingsState = get()): boolean {
  return state.hasDraft || settingsDirty(state);
}

/**
 * The problems of the edited settings, by dotted path, checked with the schema the API validates
 * with (`storefrontSchema`), and the API's own from the last refused save.
 */
export function settingsProblems(state: SettingsState = get()): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (state.doc) {
    const result = storefrontSchema.safeParse(state.doc);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.') || 'storefront';
        problems[path] = [...(problems[path] ?? []), issue.message];
      }
    }
    // the social profiles and plugins, with the schema the API checks them with
    const extras = storefrontDraftExtrasSchema.safeParse({
      ...(state.social ? { social: state.social } : {}),
      plugins: pluginDrafts(state.plugins),
    });
    if (!extras.success) {
      for (const issue of extras.error.issues) {
        const path = issue.path.map(String).join('.');
        problems[path] = [...(problems[path] ?? []), issue.message];
      }
    }
    if (
      state.doc.is_password_protection_enabled &&
      !state.passwordSet &&
      state.password.trim() === ''
    ) {
      problems.password = [PASSWORD_REQUIRED_MESSAGE];
    }
  }
  for (const [path, messages] of Object.entries(state.serverErrors)) {
    problems[path] = [...new Set([...(problems[path] ?? []), ...messages])];
  }
  return problems;
}

/** The edited social profiles that are http(s) URLs (what the preview may show). */
export function validSocial(state: SettingsState = get()): Partial<SocialLinks> {
  const problems = settingsProblems(state);
  return Object.fromEntries(
    Object.entries(state.social ?? {}).filter(([key]) => !problems[`social.${key}`]),
  );
}

/** The edited storefront when it passes the schema (what the preview may be sent), else `null`. */
export function validSettings(state: SettingsState = get()): Storefront | null {
  if (!state.doc) return null;
  const result = storefrontSchema.safeParse(state.doc);
  return result.success ? result.data : null;
}
