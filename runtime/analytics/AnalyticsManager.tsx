import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useConsentPreferences } from '../consent/use-consent.ts';
import type { PluginConfigs } from '../storefront/initial-values.ts';
import { setActiveProviders, trackPageView } from './analytics.ts';
import { analyticsAllowed } from './analytics-allowed.ts';
import { providersFromPlugins } from './plugin-providers.ts';

export interface AnalyticsManagerProps {
  /** Parsed configs of the installed plugins (`useStorefront().pluginConfigs`). */
  pluginConfigs: PluginConfigs;
  /** The store's `is_cookie_warning_enabled`. */
  cookieWarningEnabled: boolean;
}

/**
 * Loads the installed analytics plugins once consent allows (spec §4), unloads them when it is
 * withdrawn, and records a page view on every navigation. Renders nothing; runs in the browser
 * only (effects), so the server never emits an analytics script.
 */
export function AnalyticsManager({ pluginConfigs, cookieWarningEnabled }: AnalyticsManagerProps) {
  // not known before hydration: no analytics until the browser has read the shopper's choice
  const preferences = useConsentPreferences() ?? null;
  const allowed = analyticsAllowed({ cookieWarningEnabled, preferences });
  const providers = useMemo(() => providersFromPlugins(pluginConfigs), [pluginConfigs]);
  const { pathname, search } = useLocation();

  useEffect(() => {
    setActiveProviders(allowed ? providers : []);
  }, [allowed, providers]);

  useEffect(() => {
    if (allowed) trackPageView(pathname + search);
  }, [allowed, pathname, search]);

  return null;
}
