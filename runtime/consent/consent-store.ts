import { createStore } from 'zustand/vanilla';
import {
  acceptAllPreferences,
  type CookiePreference,
  declineAllPreferences,
  normalisePreferences,
} from './cookie-groups.ts';
import { type ConsentStorage, consentCookieStorage } from './cookie-storage.ts';

/** The consent state the browser keeps, and what the shopper can do with it. */
export interface ConsentState {
  /** The saved choice; `null` until the shopper makes one (the banner shows until then). */
  preferences: CookiePreference[] | null;
  /** The preferences dialog is open. */
  dialogOpen: boolean;
  /** 'Accept All': every group. */
  acceptAll: () => void;
  /** 'Decline All': only the required groups (spec §4). */
  declineAll: () => void;
  /** 'Save': the given choices, required groups accepted whatever was ticked. */
  save: (choices: Readonly<Record<string, boolean>>) => void;
  /** Opens the preferences dialog ('Cookie Preferences', 'Manage Cookies'). */
  openPreferences: () => void;
  /** Closes it without changing anything. */
  closePreferences: () => void;
}

/**
 * Creates a consent store kept in `storage` (the consent cookie, with a version and a migrate:
 * `consent-cookie.ts`). Each new choice is written as it is made, nothing before the first.
 * Reading the saved choice is explicit (`readSaved()`), so the server never reads a browser's
 * cookie through a shared store. A subscription and one read, not zustand's `persist`: this
 * store is on every page, and `persist` was 1 KB gzip of every page's script (issue 17).
 */
export function createConsentStore(storage: ConsentStorage = consentCookieStorage) {
  const store = createStore<ConsentState>()((set) => ({
    preferences: null,
    dialogOpen: false,
    acceptAll: () => set({ preferences: acceptAllPreferences(), dialogOpen: false }),
    declineAll: () => set({ preferences: declineAllPreferences(), dialogOpen: false }),
    save: (choices) => set({ preferences: normalisePreferences(choices), dialogOpen: false }),
    openPreferences: () => set({ dialogOpen: true }),
    closePreferences: () => set({ dialogOpen: false }),
  }));
  store.subscribe(({ preferences }, previous) => {
    if (preferences !== null && preferences !== previous.preferences) storage.write(preferences);
  });
  /** Puts the saved choice (or none) in the store. */
  const readSaved = () => store.setState({ preferences: storage.read() });
  return { ...store, readSaved };
}

/** The browser's consent store, read from the consent cookie as soon as this module loads. */
export const consentStore = createConsentStore();
if (typeof document !== 'undefined') consentStore.readSaved();
