import type { PluginConfigs } from '../storefront/initial-values.ts';
import { lazyProvider } from './lazy-provider.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

// Ids go into script URLs; anything but letters, digits and dashes is a misconfiguration.
const ID = /^[A-Za-z0-9-]{1,64}$/;

function usableId(value: string | undefined): string | null {
  const id = value?.trim();
  return id && ID.test(id) ? id : null;
}

type AnalyticsPlugin = 'GoogleGtag' | 'GoogleTagManager' | 'MicrosoftClarity' | 'FacebookPixel';

/** Where each analytics plugin keeps its id, and the provider module it loads (on consent). */
const ANALYTICS_PLUGINS: Record<
  AnalyticsPlugin,
  {
    idOf: (configs: PluginConfigs) => string | undefined;
    create: (id: string) => Promise<AnalyticsProvider>;
  }
> = {
  GoogleGtag: {
    idOf: (configs) => configs.GoogleGtag?.google_tag_id,
    create: (id) => import('./providers/google-gtag.ts').then((m) => m.googleGtagProvider(id)),
  },
  GoogleTagManager: {
    idOf: (configs) => configs.GoogleTagManager?.tag_code,
    create: (id) =>
      import('./providers/google-tag-manager.ts').then((m) => m.googleTagManagerProvider(id)),
  },
  MicrosoftClarity: {
    idOf: (configs) => configs.MicrosoftClarity?.code,
    create: (id) =>
      import('./providers/microsoft-clarity.ts').then((m) => m.microsoftClarityProvider(id)),
  },
  FacebookPixel: {
    idOf: (configs) => configs.FacebookPixel?.code,
    create: (id) =>
      import('./providers/facebook-pixel.ts').then((m) => m.facebookPixelProvider(id)),
  },
};

const isAnalyticsPlugin = (name: string): name is AnalyticsPlugin =>
  Object.hasOwn(ANALYTICS_PLUGINS, name);

/**
 * The analytics providers of the installed plugins (spec §4: "Plugins load only if installed"),
 * each with the id from its config, in the order the plugins were installed. The configs were
 * parsed on the server (`readInitialValues`): a plugin whose config was malformed is not in
 * `configs`, and one whose id is missing or unsafe is skipped here. Each provider's code loads
 * when consent first activates it (`lazyProvider`).
 */
export function providersFromPlugins(configs: PluginConfigs): AnalyticsProvider[] {
  return Object.keys(configs)
    .filter(isAnalyticsPlugin)
    .flatMap((name) => {
      const plugin = ANALYTICS_PLUGINS[name];
      const id = usableId(plugin.idOf(configs));
      return id ? [lazyProvider(name, () => plugin.create(id))] : [];
    });
}
