import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AnalyticsManager } from '../analytics/AnalyticsManager.tsx';
import { useHeartbeat } from '../analytics/use-heartbeat.ts';
import { ConsentManager } from '../consent/ConsentManager.tsx';
import { rememberLoginRequest } from '../routing/login-redirect.ts';
import { useShopperValues } from './use-shopper-values.ts';
import { useStorefront } from './use-storefront.ts';

/**
 * The shell's services around every page: cookie consent (banner and preferences),
 * the analytics plugins behind it, the daily heartbeat, the shopper's own values on a page
 * everyone gets (decision 0022), and the target of a
 * `?login=1&redirect=…` URL remembered for the login dialog. Consent is read in the browser
 * only: the server's HTML does not depend on the visitor's cookies.
 */
export function ShellServices() {
  const { storefront, pluginConfigs } = useStorefront();
  const { search } = useLocation();
  useHeartbeat();
  useShopperValues();
  useEffect(() => {
    rememberLoginRequest(search);
  }, [search]);
  return (
    <>
      <ConsentManager
        enabled={storefront.is_cookie_warning_enabled}
        message={storefront.cookie_warning_message}
      />
      <AnalyticsManager
        pluginConfigs={pluginConfigs}
        cookieWarningEnabled={storefront.is_cookie_warning_enabled}
      />
    </>
  );
}
