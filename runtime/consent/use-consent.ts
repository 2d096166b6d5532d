import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { type ConsentState, consentStore } from './consent-store.ts';
import type { CookiePreference } from './cookie-groups.ts';

/**
 * The shopper's saved cookie preferences: `undefined` during SSR and hydration (not known yet: the
 * server never reads the consent cookie, so an anonymous page is the same HTML for every visitor
 * and a CDN may keep it), then the browser's store, `null` until the shopper chooses.
 */
export function useConsentPreferences(): CookiePreference[] | null | undefined {
  return useSyncExternalStore(
    consentStore.subscribe,
    () => consentStore.getState().preferences,
    () => undefined,
  );
}

/** A slice of the consent store (actions, `dialogOpen`). */
export function useConsent<T>(select: (state: ConsentState) => T): T {
  return useStore(consentStore, select);
}
