import { browserNotifier } from './browser-notifier.ts';
import type { ApiClient } from './client.ts';
import { createLazyApiClient } from './lazy-client.ts';
import { reportSessionExpired } from './session-expiry.ts';

/**
 * The browser's API client: same-origin `/api`, toasts through sonner (spec §7, §8), and a
 * customer whose session ended asked to log in again rather than shown an error. During SSR it is
 * only used to build query options; their data was prefetched by the loaders. The client
 * (ofetch) and sonner load with the first call and the first message, not with the page (DESIGN §6).
 */
export const browserApi: ApiClient = createLazyApiClient({
  notifier: browserNotifier,
  onSessionExpired: reportSessionExpired,
});
