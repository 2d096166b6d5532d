// Cookie consent (spec §2 "Cookie banner", §4 "Cookie consent", §9).

export { ConsentManager, type ConsentManagerProps } from './ConsentManager.tsx';
export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  cookieValue,
  migrateConsent,
  preferencesFromCookie,
} from './consent-cookie.ts';
export { type ConsentState, consentStore, createConsentStore } from './consent-store.ts';
export {
  acceptAllPreferences,
  COOKIE_GROUPS,
  type CookieGroup,
  type CookiePreference,
  declineAllPreferences,
  NECESSARY,
  normalisePreferences,
  OPTIONAL,
  optionalCookiesAccepted,
} from './cookie-groups.ts';
export { openCookiePreferences } from './open-cookie-preferences.ts';
export { useConsent, useConsentPreferences } from './use-consent.ts';
