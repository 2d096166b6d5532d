import { addScript, dataLayer, deleteCookies, removeScripts } from '../dom.ts';
import { ga4Params } from './google-items.ts';
import type { AnalyticsProvider } from './provider.ts';

type Gtag = (...args: unknown[]) => void;

const HOSTS = ['www.googletagmanager.com', 'www.google-analytics.com'];
const COOKIES = [/^_ga(_.*)?$/, /^_gid$/, /^_gat(_.*)?$/, /^_gcl_/];

function gtag(): Gtag {
  const scope = window as unknown as { gtag?: Gtag };
  scope.gtag ??= function gtag() {
    // gtag.js reads the `arguments` object itself, so it must be pushed as is
    // biome-ignore lint/complexity/noArguments: the documented gtag snippet
    dataLayer().push(arguments);
  };
  return scope.gtag;
}

/** Google Analytics through gtag.js (plugin `GoogleGtag`, config `google_tag_id`). */
export function googleGtagProvider(tagId: string): AnalyticsProvider {
  const disableFlag = `ga-disable-${tagId}`;
  return {
    id: 'GoogleGtag',
    load() {
      (window as unknown as Record<string, unknown>)[disableFlag] = false;
      const send = gtag();
      send('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' });
      send('js', new Date());
      // page views are sent by the manager on every navigation, the first one included
      send('config', tagId, { send_page_view: false });
      addScript(
        this.id,
        `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`,
      );
    },
    unload() {
      // gtag's documented opt-out: no further hits for this tag, then its cookies go
      (window as unknown as Record<string, unknown>)[disableFlag] = true;
      gtag()('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' });
      removeScripts(this.id, HOSTS);
      deleteCookies(COOKIES);
    },
    pageView(path) {
      gtag()('event', 'page_view', { page_path: path, page_location: window.location.href });
    },
    track(event, payload) {
      gtag()('event', event, ga4Params(payload));
    },
  };
}
