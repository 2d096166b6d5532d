import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { PriceFormatProvider } from '../../themes/index.ts';
import { ApiProvider } from '../api/api-context.tsx';
import { browserApi } from '../api/browser-client.ts';
import {
  CookiePreferencesProvider,
  OptionalCookiesProvider,
} from '../chrome/cookie-preferences-slot.ts';
import { openCookiePreferences } from '../consent/open-cookie-preferences.ts';
import { optionalCookiesConsent } from '../consent/optional-cookies-consent.ts';
import { createQueryClient } from '../render/query-client.ts';
import { useStorefront } from './use-storefront.ts';

/**
 * What every page and error page renders inside: the browser's API client, a query client, the
 * channel's price format, the cookie consent module's opener for the footer's 'Manage Cookies'
 * button, and the shopper's consent to optional cookies for sections that embed third parties.
 */
export function StorefrontProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const currency = useStorefront().storefront.channel.currency.code;
  // stable: a new context value while sections still hydrate would make React re-render them
  const priceFormat = useMemo(() => ({ currency }), [currency]);
  return (
    <ApiProvider value={browserApi}>
      <QueryClientProvider client={queryClient}>
        <PriceFormatProvider value={priceFormat}>
          <CookiePreferencesProvider value={openCookiePreferences}>
            <OptionalCookiesProvider value={optionalCookiesConsent}>
              {children}
            </OptionalCookiesProvider>
          </CookiePreferencesProvider>
        </PriceFormatProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
