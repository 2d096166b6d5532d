import { ApiError } from './api-error.ts';
import type { ApiClientOptions } from './client.ts';
import { type ApiClient, clientFromTransport, type Transport } from './endpoint-client.ts';
import { GENERIC_ERROR_MESSAGE, silentNotifier } from './notifier.ts';

/**
 * An `ApiClient` that loads the real one (`createApiClient`, with ofetch) on its first call, so
 * pages whose data was server-rendered do not download it up front (DESIGN §6). Calls behave
 * exactly as `createApiClient(options)`'s; if its code cannot be loaded, the call fails like one
 * that cannot reach the server: logged, an error toast, an `ApiError` with status 0.
 */
export function createLazyApiClient(options: ApiClientOptions = {}): ApiClient {
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  let transport: Promise<Transport> | undefined;
  const load = () => {
    transport ??= import('./client.ts').then(
      ({ createTransport }) => createTransport(options),
      (cause: unknown) => {
        transport = undefined; // the next call tries again
        throw cause;
      },
    );
    return transport;
  };

  return clientFromTransport(async (method, path, request) => {
    let send: Transport;
    try {
      send = await load();
    } catch (cause) {
      const error = new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause });
      log(`[api] ${method} ${path} failed: the API client could not be loaded`, cause);
      (options.notifier ?? silentNotifier).error(error.message);
      throw error;
    }
    return send(method, path, request);
  }, log);
}
