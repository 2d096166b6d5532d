import { consentStore } from './consent-store.ts';

/**
 * Opens the cookie preferences dialog: the footer's 'Manage Cookies' button calls this (spec §2
 * "A Manage Cookies button is always available when enabled").
 */
export function openCookiePreferences(): void {
  consentStore.getState().openPreferences();
}
