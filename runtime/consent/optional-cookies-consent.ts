import type { OptionalCookiesConsent } from '../chrome/cookie-preferences-slot.ts';
import { consentStore } from './consent-store.ts';
import { optionalCookiesAccepted } from './cookie-groups.ts';

/**
 * The browser's consent store as the sections' {@link OptionalCookiesConsent} (provided by
 * `StorefrontProviders`): whether the shopper accepted optional cookies, and its changes.
 */
export const optionalCookiesConsent: OptionalCookiesConsent = {
  accepted: () => optionalCookiesAccepted(consentStore.getState().preferences),
  subscribe: (listener) => consentStore.subscribe(listener),
};
