import { addScript, dataLayer, deleteCookies, removeScripts } from '../dom.ts';
import { ga4Params } from './google-items.ts';
import type { AnalyticsProvider } from './provider.ts';

const HOSTS = ['www.googletagmanager.com', 'www.google-analytics.com'];
const COOKIES = [/^_ga(_.*)?$/, /^_gid$/, /^_gat(_.*)?$/, /^_gcl_/];

/**
 * Google Tag Manager (plugin `GoogleTagManager`, config `tag_code`): events go to the dataLayer
 * in GA4's ecommerce shape, which the store's container forwards as it likes.
 */
export function googleTagManagerProvider(containerId: string): AnalyticsProvider {
  return {
    id: 'GoogleTagManager',
    load() {
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(
        this.id,
        `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`,
      );
    },
    unload() {
      dataLayer().push({ event: 'consent_revoked' });
      removeScripts(this.id, HOSTS);
      deleteCookies(COOKIES);
    },
    pageView(path) {
      dataLayer().push({ event: 'page_view', page_path: path });
    },
    track(event, payload) {
      // GTM's documented pattern: clear the previous ecommerce object first
      dataLayer().push({ ecommerce: null });
      dataLayer().push({ event, ecommerce: ga4Params(payload) });
    },
  };
}
