import { createContext, useContext } from 'react';

const CookiePreferencesContext = createContext<(() => void) | null>(null);

/**
 * Slot for the cookie consent module (spec §2 "Cookie banner"): provide the
 * function that opens the cookie preferences, e.g.
 * `<CookiePreferencesProvider value={openCookiePreferences}>`. The footer's 'Manage Cookies'
 * button shows only when a function is provided.
 */
export const CookiePreferencesProvider = CookiePreferencesContext.Provider;

/** The function that opens the cookie preferences, or `null` while no consent module provides one. */
export function useCookiePreferencesOpener(): (() => void) | null {
  return useContext(CookiePreferencesContext);
}
