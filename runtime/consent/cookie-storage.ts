import Cookies from 'js-cookie';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  type PersistedConsent,
  preferencesFromCookie,
} from './consent-cookie.ts';
import type { CookiePreference } from './cookie-groups.ts';

const DAY_SECONDS = 86_400;

/** Where the consent store keeps the shopper's choice. */
export interface ConsentStorage {
  /** The saved choice, migrated to the current format; `null` when there is none. */
  read: () => CookiePreference[] | null;
  /** Saves a choice. */
  write: (preferences: CookiePreference[]) => void;
}

/**
 * The consent cookie, a first-party cookie of one year (spec §9), so the server and the head
 * script can read the choice and the banner never flashes. It holds `{ state, version }`
 * (`PersistedConsent`, the format zustand's `persist` wrote before, so choices made then still
 * read). On the server (no document) it reads nothing and writes nothing.
 */
export const consentCookieStorage: ConsentStorage = {
  read: () => {
    if (typeof document === 'undefined') return null;
    return preferencesFromCookie(Cookies.get(CONSENT_COOKIE) ?? null);
  },
  write: (preferences) => {
    if (typeof document === 'undefined') return;
    const value: PersistedConsent = { state: { preferences }, version: CONSENT_VERSION };
    Cookies.set(CONSENT_COOKIE, JSON.stringify(value), {
      expires: CONSENT_MAX_AGE_SECONDS / DAY_SECONDS,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  },
};
