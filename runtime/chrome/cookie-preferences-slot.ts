import { createContext, useContext, useSyncExternalStore } from 'react';

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

/** The shopper's consent to optional cookies, as a store a section can follow. */
export interface OptionalCookiesConsent {
  /** Whether optional cookies are accepted now; `false` until the shopper has chosen. */
  accepted: () => boolean;
  /** Calls `listener` whenever the choice changes; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

const OptionalCookiesContext = createContext<OptionalCookiesConsent | null>(null);

/**
 * Slot for the consent module's {@link OptionalCookiesConsent}: a stable object, so providing it
 * never re-renders a section still waiting to hydrate. Sections reach the shopper's choice through
 * it without their chunks importing the consent store (which stays in the page's first script).
 */
export const OptionalCookiesProvider = OptionalCookiesContext.Provider;

const never = () => false;
const unsubscribed = () => () => {};

/**
 * Whether the shopper accepted optional cookies (for content that sets third-party cookies, such
 * as an embedded map), following their choice. `false` on the server and while the page hydrates,
 * so every visitor gets the same HTML, and where no consent module is provided.
 */
export function useOptionalCookiesAccepted(): boolean {
  const consent = useContext(OptionalCookiesContext);
  return useSyncExternalStore(
    consent?.subscribe ?? unsubscribed,
    consent?.accepted ?? never,
    never,
  );
}
