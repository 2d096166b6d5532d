import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useConsentPreferences } from '../consent/use-consent.ts';
import type { PluginConfigs } from '../storefront/initial-values.ts';
import { analyticsAllowed } from './analytics-allowed.ts';

type AnalyticsSession = typeof import('./analytics-session.ts');

export interface AnalyticsManagerProps {
  /** Parsed configs of the installed plugins (`useStorefront().pluginConfigs`). */
  pluginConfigs: PluginConfigs;
  /** The store's `is_cookie_warning_enabled`. */
  cookieWarningEnabled: boolean;
}

/**
 * Loads the installed analytics plugins once consent allows (spec §4), unloads them when it is
 * withdrawn, and records a page view on every navigation. Renders nothing; runs in the browser
 * only (effects), so the server never emits an analytics script. The code that knows the plugins
 * loads only then too (`analytics-session.ts`): the page's own script is the consent check.
 */
export function AnalyticsManager({ pluginConfigs, cookieWarningEnabled }: AnalyticsManagerProps) {
  // not known before hydration: no analytics until the browser has read the shopper's choice
  const preferences = useConsentPreferences() ?? null;
  const allowed = analyticsAllowed({ cookieWarningEnabled, preferences });
  const installed = Object.keys(pluginConfigs).length > 0;
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const [session, setSession] = useState<AnalyticsSession | null>(null);

  useEffect(() => {
    if (!(allowed && installed)) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('./analytics-session.ts').then(
      (loaded) => {
        if (!live) return;
        stop = loaded.startAnalytics(pluginConfigs);
        setSession(loaded);
      },
      (error: unknown) => console.warn('[storefront] analytics could not be loaded', error),
    );
    return () => {
      live = false;
      stop?.();
      setSession(null);
    };
  }, [allowed, installed, pluginConfigs]);

  // the page shown when the providers start, then every navigation
  useEffect(() => {
    session?.trackPageView(path);
  }, [session, path]);

  return null;
}
