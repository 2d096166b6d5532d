import { ApiError } from './api-error.ts';
import type { ApiClient, ApiClientOptions, ApiEnvelope, RequestOptions } from './client.ts';
import { GENERIC_ERROR_MESSAGE, silentNotifier } from './notifier.ts';

/**
 * An `ApiClient` that loads the real one (`createApiClient`, with ofetch) on its first call, so
 * pages whose data was server-rendered do not download it up front (DESIGN §6). Calls behave
 * exactly as `createApiClient(options)`'s; if its code cannot be loaded, the call fails like one
 * that cannot reach the server: logged, an error toast, an `ApiError` with status 0.
 */
export function createLazyApiClient(options: ApiClientOptions = {}): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const load = () => {
    client ??= import('./client.ts').then(
      ({ createApiClient }) => createApiClient(options),
      (cause: unknown) => {
        client = undefined; // the next call tries again
        throw cause;
      },
    );
    return client;
  };

  async function call<T>(
    method: keyof ApiClient,
    path: string,
    request?: RequestOptions,
  ): Promise<ApiEnvelope<T>> {
    let real: ApiClient;
    try {
      real = await load();
    } catch (cause) {
      const error = new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause });
      const log = options.log ?? ((message, detail) => console.error(message, detail));
      log(
        `[api] ${method.toUpperCase()} ${path} failed: the API client could not be loaded`,
        cause,
      );
      (options.notifier ?? silentNotifier).error(error.message);
      throw error;
    }
    return real[method]<T>(path, request);
  }

  return {
    get: <T>(path: string, request?: RequestOptions) => call<T>('get', path, request),
    post: <T>(path: string, request?: RequestOptions) => call<T>('post', path, request),
    put: <T>(path: string, request?: RequestOptions) => call<T>('put', path, request),
    patch: <T>(path: string, request?: RequestOptions) => call<T>('patch', path, request),
    delete: <T>(path: string, request?: RequestOptions) => call<T>('delete', path, request),
  };
}
