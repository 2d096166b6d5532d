import { useRouteLoaderData } from 'react-router';
import { AnalyticsManager } from '../analytics/AnalyticsManager.tsx';
import { useHeartbeat } from '../analytics/use-heartbeat.ts';
import { ConsentManager } from '../consent/ConsentManager.tsx';
import type { CookiePreference } from '../consent/cookie-groups.ts';
import { useStorefront } from './use-storefront.ts';

/**
 * The shell's services around every page (issue 4): cookie consent (banner and preferences),
 * the analytics plugins behind it, and the daily heartbeat. The consent read from the request's
 * cookie by the root loader keeps the server's HTML and the browser's first render identical.
 */
export function ShellServices() {
  const { storefront, plugins } = useStorefront();
  const root = useRouteLoaderData('root') as { consent?: CookiePreference[] | null } | undefined;
  const serverPreferences = root?.consent ?? null;
  useHeartbeat();
  return (
    <>
      <ConsentManager
        enabled={storefront.is_cookie_warning_enabled}
        message={storefront.cookie_warning_message}
        serverPreferences={serverPreferences}
      />
      <AnalyticsManager
        plugins={plugins}
        cookieWarningEnabled={storefront.is_cookie_warning_enabled}
        serverPreferences={serverPreferences}
      />
    </>
  );
}
