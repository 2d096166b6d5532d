import { type CookiePreference, optionalCookiesAccepted } from '../consent/cookie-groups.ts';

/**
 * spec §4: analytics may collect when the cookie warning is off, or when it is on and the
 * shopper accepted optional cookies. No choice yet means no.
 */
export function analyticsAllowed(options: {
  cookieWarningEnabled: boolean;
  preferences: readonly CookiePreference[] | null;
}): boolean {
  return !options.cookieWarningEnabled || optionalCookiesAccepted(options.preferences);
}
