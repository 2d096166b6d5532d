import Cookies from 'js-cookie';
import type { PersistStorage } from 'zustand/middleware';
import {
  CONSENT_MAX_AGE_SECONDS,
  type PersistedConsent,
  readPersistedConsent,
} from './consent-cookie.ts';

const DAY_SECONDS = 86_400;

/**
 * Where the consent store persists: a first-party cookie of one year (spec §9), so the server can
 * read the choice and render the page without the banner flashing. On the server (no document)
 * it reads nothing and writes nothing.
 */
export const consentCookieStorage: PersistStorage<PersistedConsent['state']> = {
  getItem: (name) => {
    if (typeof document === 'undefined') return null;
    return readPersistedConsent(Cookies.get(name) ?? null);
  },
  setItem: (name, value) => {
    // Nothing is written before the shopper chooses (opening the dialog changes state too).
    if (typeof document === 'undefined' || value.state.preferences === null) return;
    Cookies.set(name, JSON.stringify(value), {
      expires: CONSENT_MAX_AGE_SECONDS / DAY_SECONDS,
      path: '/',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    });
  },
  removeItem: (name) => {
    if (typeof document === 'undefined') return;
    Cookies.remove(name, { path: '/' });
  },
};
