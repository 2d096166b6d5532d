import type { AnyEndpoint, EndpointInput } from '../../schemas/api/endpoint.ts';
import { endpointUrl } from '../../schemas/api/endpoint.ts';

/**
 * Sends `body` to a silent row without path parameters and answers whether the API took it (a 2xx), without the API
 * client: no ofetch, no contract (zod) and no toaster load for it. For calls nobody waits on and
 * whose answer nobody reads, made by every page on its own (the daily heartbeat): they must not
 * cost a first visit 40 KB of script. `keepalive` lets it finish when the shopper navigates away.
 * The server validates the body as for any call; a network failure is `false`, never thrown.
 */
export async function sendBeacon<E extends AnyEndpoint>(
  row: E,
  body: EndpointInput<E>['body'],
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(endpointUrl(row), {
      method: row.method,
      keepalive: true,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return response.ok;
  } catch {
    return false;
  }
}
