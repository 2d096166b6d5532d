import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { type ConsentState, consentStore } from './consent-store.ts';
import type { CookiePreference } from './cookie-groups.ts';

/**
 * The shopper's saved cookie preferences. During SSR and hydration it answers `serverValue`
 * (what the root loader read from the request's consent cookie), afterwards the browser's store:
 * both hold the same cookie, so the banner neither flashes nor mismatches.
 */
export function useConsentPreferences(
  serverValue: CookiePreference[] | null,
): CookiePreference[] | null {
  return useSyncExternalStore(
    consentStore.subscribe,
    () => consentStore.getState().preferences,
    () => serverValue,
  );
}

/** A slice of the consent store (actions, `dialogOpen`). */
export function useConsent<T>(select: (state: ConsentState) => T): T {
  return useStore(consentStore, select);
}
