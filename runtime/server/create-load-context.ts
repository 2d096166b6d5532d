import type { AppLoadContext } from 'react-router';
import { type ApiClient, createApiClient } from '../api/client.ts';
import type { ApiBackend } from './api-backend.ts';
import { type ApiCallTiming, cachedApiClient } from './cached-api.ts';
import type { RuntimeConfig } from './load-context.ts';
import { logger, REQUEST_ID_HEADER } from './logger.ts';
import type { SectionModules } from './section-modules.ts';
import type { SharedCache } from './shared-cache.ts';
import { isAnonymousRequest } from './shared-data.ts';

// The shopper's request headers the API needs to see as if the browser had called it.
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;

/**
 * A call the render made that failed: an answer of 5xx or none at all is a warning, a 4xx (a page
 * that does not exist, an invalid reset link) only for debugging. Logged without the URL's query
 * (reset tokens and e-mail addresses travel there) and without a stack.
 */
function logApiFailure(reqId: string | null, message: string, error: unknown): void {
  const status = (error as { status?: unknown } | null)?.status;
  const failure = { reqId, status: typeof status === 'number' ? status : null };
  if (failure.status !== null && failure.status < 500) logger().debug(failure, message);
  else logger().warn(failure, message);
}

/**
 * The per-request context of the loaders: an API client that forwards the shopper's cookies,
 * address and identity to the API and collects the cookies it sets, so SSR behaves like the browser would.
 */
export function createLoadContext(
  request: Request,
  backend: ApiBackend,
  config: RuntimeConfig,
  sectionModules: SectionModules,
  /** The shopper's address as the server worked it out (TRUST_PROXY), never the raw header. */
  client: string | null = null,
  /** The server's cache of shopper-independent answers; `null` asks the API every time. */
  cache: SharedCache | null = null,
): AppLoadContext {
  const url = new URL(request.url);
  const origin = originHeaders(url);
  // what every visitor shares is asked for as the shop's public URL, never the request's Host or
  // X-Forwarded-Host: a forged header must not reach a page a CDN keeps (cache poisoning)
  const storeOrigin = config.storeUrl ? originHeaders(new URL(config.storeUrl)) : origin;
  const headers: Record<string, string> = { ...origin };
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  if (client) headers['x-forwarded-for'] = client;

  const setCookies: string[] = [];
  const reqId = request.headers.get(REQUEST_ID_HEADER);
  const own = createApiClient({
    // a failed call of the render, with the request it served (spec §8: failed calls are logged)
    log: (message, error) => logApiFailure(reqId, message, error),
    baseURL: backend.baseURL,
    fetch: backend.fetch,
    headers,
    onSetCookie: (cookie) => setCookies.push(cookie),
  });
  const apiCalls: ApiCallTiming[] = [];
  const api = cachedApiClient({
    api: own,
    shared: sharedClient(backend, storeOrigin),
    cache,
    anonymous: isAnonymousRequest(request.headers.get('cookie')),
    scope: `${storeOrigin['x-forwarded-proto']}://${storeOrigin['x-forwarded-host']}`,
    onCall: (timing) => apiCalls.push(timing),
  });
  return { api, setCookies, config, sectionModules, apiCalls };
}

/** The forwarded host and protocol of `url`, as the API reads them. */
function originHeaders(url: URL): Record<'x-forwarded-host' | 'x-forwarded-proto', string> {
  return { 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.replace(':', '') };
}

// One cookie-less client per backend and origin: shared answers are asked for with it.
const sharedClients = new WeakMap<ApiBackend, Map<string, ApiClient>>();

function sharedClient(backend: ApiBackend, origin: Record<string, string>): ApiClient {
  let byOrigin = sharedClients.get(backend);
  if (!byOrigin) {
    byOrigin = new Map();
    sharedClients.set(backend, byOrigin);
  }
  const key = JSON.stringify(origin);
  let client = byOrigin.get(key);
  if (!client) {
    // a forged Host could otherwise grow this without bound
    if (byOrigin.size > 100) byOrigin.clear();
    client = createApiClient({
      baseURL: backend.baseURL,
      fetch: backend.fetch,
      headers: origin,
      // shared by every request: a failure is logged without a request id
      log: (message, error) => logApiFailure(null, message, error),
    });
    byOrigin.set(key, client);
  }
  return client;
}
