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
 * `consent-cookie.ts`). Each choice is written as it is made, nothing before the first, and
 * reading it back writes nothing (a visit must not renew the year a choice is kept for). Reading
 * is explicit (`readSaved()`), so the server never reads a browser's cookie through a shared
 * store. One read and a write per choice, not zustand's `persist`: this store is on every page,
 * and `persist` was 1 KB gzip of every page's script (issue 17).
 */
export function createConsentStore(storage: ConsentStorage = consentCookieStorage) {
  const store = createStore<ConsentState>()((set) => {
    /** A choice: in the store and the cookie, the dialog closed. */
    const choose = (preferences: CookiePreference[]) => {
      set({ preferences, dialogOpen: false });
      storage.write(preferences);
    };
    return {
      preferences: null,
      dialogOpen: false,
      acceptAll: () => choose(acceptAllPreferences()),
      declineAll: () => choose(declineAllPreferences()),
      save: (choices) => choose(normalisePreferences(choices)),
      openPreferences: () => set({ dialogOpen: true }),
      closePreferences: () => set({ dialogOpen: false }),
    };
  });
  /** Puts the saved choice (or none) in the store; the cookie is left as it is. */
  const readSaved = () => store.setState({ preferences: storage.read() });
  return { ...store, readSaved };
}

/** The browser's consent store, read from the consent cookie as soon as this module loads. */
export const consentStore = createConsentStore();
if (typeof document !== 'undefined') consentStore.readSaved();
