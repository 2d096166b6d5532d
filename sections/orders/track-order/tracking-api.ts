import type { ApiClient } from '../../../runtime/api/client.ts';
import { createLazyApiClient } from '../../../runtime/api/lazy-client.ts';

// Tracking shows every outcome in the page, next to the form or in the scans popup: a wrong pair
// is one message under the form, a failed call a message with 'Try again'. So its calls go
// through a client without toasts (like the mini-search's), which also does not log the answers
// a shopper's input may get on purpose.

/** HTTP status of a failed call as the client reports it (an ApiError, or ofetch's error). */
function statusOf(error: unknown): number | undefined {
  const failed = error as { status?: unknown; response?: { status?: unknown } } | null;
  const status = failed?.status ?? failed?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The client tracking calls go through: the browser's same-origin API, with no toasts. 404 (no
 * order with these details, no shipment with this waybill) and 422 (a field refused) are answers
 * to what was typed, not failures, so they are not logged; everything else is (spec §8).
 */
export const trackingApi: ApiClient = createLazyApiClient({
  log: (message, error) => {
    const status = statusOf(error);
    if (status === 404 || status === 422) return;
    console.error(message, error);
  },
});
