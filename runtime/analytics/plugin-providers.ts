import {
  facebookPixelConfigSchema,
  googleGtagConfigSchema,
  googleTagManagerConfigSchema,
  microsoftClarityConfigSchema,
  type Plugin,
} from '../../schemas/api/index.ts';
import { facebookPixelProvider } from './providers/facebook-pixel.ts';
import { googleGtagProvider } from './providers/google-gtag.ts';
import { googleTagManagerProvider } from './providers/google-tag-manager.ts';
import { microsoftClarityProvider } from './providers/microsoft-clarity.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

// Ids go into script URLs; anything but letters, digits and dashes is a misconfiguration.
const ID = /^[A-Za-z0-9-]{1,64}$/;

function idFrom(config: unknown, read: (config: unknown) => string | undefined): string | null {
  const value = read(config)?.trim();
  return value && ID.test(value) ? value : null;
}

/**
 * The analytics providers of the installed plugins (spec §4: "Plugins load only if installed"),
 * each with the id from its config. A plugin whose config is missing or malformed is skipped.
 */
export function providersFromPlugins(plugins: readonly Plugin[]): AnalyticsProvider[] {
  const providers: AnalyticsProvider[] = [];
  for (const plugin of plugins) {
    const { config } = plugin;
    let id: string | null = null;
    switch (plugin.module_name) {
      case 'GoogleGtag':
        id = idFrom(config, (c) => googleGtagConfigSchema.safeParse(c).data?.google_tag_id);
        if (id) providers.push(googleGtagProvider(id));
        break;
      case 'GoogleTagManager':
        id = idFrom(config, (c) => googleTagManagerConfigSchema.safeParse(c).data?.tag_code);
        if (id) providers.push(googleTagManagerProvider(id));
        break;
      case 'MicrosoftClarity':
        id = idFrom(config, (c) => microsoftClarityConfigSchema.safeParse(c).data?.code);
        if (id) providers.push(microsoftClarityProvider(id));
        break;
      case 'FacebookPixel':
        id = idFrom(config, (c) => facebookPixelConfigSchema.safeParse(c).data?.code);
        if (id) providers.push(facebookPixelProvider(id));
        break;
      default:
        break;
    }
  }
  return providers;
}
