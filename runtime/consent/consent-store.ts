import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  migrateConsent,
  type PersistedConsent,
} from './consent-cookie.ts';
import {
  acceptAllPreferences,
  type CookiePreference,
  declineAllPreferences,
  normalisePreferences,
} from './cookie-groups.ts';
import { consentCookieStorage } from './cookie-storage.ts';

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
 * Creates a consent store persisted in the consent cookie with a version and a migrate (STYLE
 * "State"). Hydration from the cookie is explicit (`persist.rehydrate()`), so the server never
 * reads a browser's cookie through a shared store.
 */
export function createConsentStore() {
  return createStore<ConsentState>()(
    persist<ConsentState, [], [], PersistedConsent['state']>(
      (set) => ({
        preferences: null,
        dialogOpen: false,
        acceptAll: () => set({ preferences: acceptAllPreferences(), dialogOpen: false }),
        declineAll: () => set({ preferences: declineAllPreferences(), dialogOpen: false }),
        save: (choices) => set({ preferences: normalisePreferences(choices), dialogOpen: false }),
        openPreferences: () => set({ dialogOpen: true }),
        closePreferences: () => set({ dialogOpen: false }),
      }),
      {
        name: CONSENT_COOKIE,
        version: CONSENT_VERSION,
        storage: consentCookieStorage,
        partialize: (state) => ({ preferences: state.preferences }),
        migrate: (persisted, version) => migrateConsent(persisted, version),
        merge: (persisted, current) => ({
          ...current,
          preferences: migrateConsent(persisted, CONSENT_VERSION).preferences,
        }),
        skipHydration: true,
      },
    ),
  );
}

/** The browser's consent store, read from the consent cookie as soon as this module loads. */
export const consentStore = createConsentStore();
if (typeof document !== 'undefined') void consentStore.persist.rehydrate();
