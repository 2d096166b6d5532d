import type { PluginConfigs } from '../storefront/initial-values.ts';
import { setActiveProviders, trackPageView } from './analytics.ts';
import { providersFromPlugins } from './plugin-providers.ts';

// Loaded by `AnalyticsManager` once consent allows analytics: a shopper who has not consented
// downloads none of this, not even the list of plugins and their loaders.

/** Makes the installed plugins' providers the active ones; returns what stops them again. */
export function startAnalytics(configs: PluginConfigs): () => void {
  setActiveProviders(providersFromPlugins(configs));
  return () => setActiveProviders([]);
}

export { trackPageView };
