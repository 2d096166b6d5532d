import type { PluginConfigs } from '../app/initial-values.ts';
import { facebookPixelProvider } from './providers/facebook-pixel.ts';
import { googleGtagProvider } from './providers/google-gtag.ts';
import { googleTagManagerProvider } from './providers/google-tag-manager.ts';
import { microsoftClarityProvider } from './providers/microsoft-clarity.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

// Ids go into script URLs; anything but letters, digits and dashes is a misconfiguration.
const ID = /^[A-Za-z0-9-]{1,64}$/;

function usableId(value: string | undefined): string | null {
  const id = value?.trim();
  return id && ID.test(id) ? id : null;
}

/**
 * The analytics providers of the installed plugins (spec §4: "Plugins load only if installed"),
 * each with the id from its config, in the order the plugins were installed. The configs were
 * parsed on the server (`readInitialValues`): a plugin whose config was malformed is not in
 * `configs`, and one whose id is missing or unsafe is skipped here.
 */
export function providersFromPlugins(configs: PluginConfigs): AnalyticsProvider[] {
  const providers: AnalyticsProvider[] = [];
  for (const name of Object.keys(configs) as (keyof PluginConfigs)[]) {
    let id: string | null = null;
    switch (name) {
      case 'GoogleGtag':
        id = usableId(configs.GoogleGtag?.google_tag_id);
        if (id) providers.push(googleGtagProvider(id));
        break;
      case 'GoogleTagManager':
        id = usableId(configs.GoogleTagManager?.tag_code);
        if (id) providers.push(googleTagManagerProvider(id));
        break;
      case 'MicrosoftClarity':
        id = usableId(configs.MicrosoftClarity?.code);
        if (id) providers.push(microsoftClarityProvider(id));
        break;
      case 'FacebookPixel':
        id = usableId(configs.FacebookPixel?.code);
        if (id) providers.push(facebookPixelProvider(id));
        break;
      default:
        break;
    }
  }
  return providers;
}
