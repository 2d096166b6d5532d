import type { AnyEndpoint, EndpointResult } from '../../schemas/api/endpoint.ts';
import { expandPath } from '../../schemas/api/endpoint.ts';
import { deepFreeze } from '../api/deep-freeze.ts';
import type { ApiClient, CallArgs, CallOptions } from '../api/endpoint-client.ts';
import type { SharedCache } from './shared-cache.ts';
import { ANONYMOUS_ROWS, SHARED_ROWS } from './shared-data.ts';

/** One API call of a request, for the `Server-Timing` header. */
export interface ApiCallTiming {
  /** `api` when the call reached the API, `cache` when the shared cache answered it. */
  source: 'api' | 'cache';
  /** Method and path, e.g. `GET /api/menu/main`. */
  what: string;
  ms: number;
  /**
   * Whether the answer is the same for every visitor (a row of `SHARED_ROWS`, or of
   * `ANONYMOUS_ROWS` for a visitor without cookies), asked for without the shopper's cookies.
   */
  shared: boolean;
  /**
   * What the answer was built from, for a page's `Surrogate-Key`: its shared-cache tags and the
   * finer key of what it names (`template:home`, `product:blue-shirt`); empty when not shared.
   */
  keys: readonly string[];
  /**
   * Until when (epoch ms) the shared cache counts the answer fresh; absent when the call did not
   * go through the cache. A page built from it is kept no longer (runtime/server/page-store.ts).
   */
  freshUntil?: number;
}

/**
 * The finer surrogate keys of a shared row's call: the template, product, category, collection,
 * blog post or menu it names, by the row's path parameter.
 */
const FINER_KEYS: readonly [RegExp, string][] = [
  [/^\/api\/(templateBoth|template|page)\/:id$/, 'template'],
  [/^\/api\/product\/single-product\/:id(\/related)?$/, 'product'],
  [/^\/api\/product\/product-category\/:id$/, 'category'],
  [/^\/api\/product\/product-collection\/:id$/, 'collection'],
  [/^\/api\/blog\/:slug$/, 'blog'],
  [/^\/api\/menu\/:id$/, 'menu'],
];

/** `kind:value` keys of a call to `row` with `params` (see {@link FINER_KEYS}). */
export function finerKeys(
  row: Pick<AnyEndpoint, 'path'>,
  params: Record<string, string | number> | undefined,
): string[] {
  for (const [pattern, kind] of FINER_KEYS) {
    if (!pattern.test(row.path)) continue;
    const value = params?.id ?? params?.slug;
    // a surrogate key is one token of a space-separated header
    return value === undefined ? [] : [`${kind}:${String(value).replace(/[^\w.:-]/g, '_')}`];
  }
  return [];
}

export interface CachedApiOptions {
  /** The shopper's own client: forwards the request's cookies, collects `Set-Cookie`. */
  api: ApiClient;
  /** A client that sends no cookie at all: shared rows are asked for with it. */
  shared: ApiClient;
  /** `null` turns caching off (every call goes to the API). */
  cache: SharedCache | null;
  /** Whether the request carries no cookie the API reads (see `isAnonymousRequest`). */
  anonymous: boolean;
  /** What {@link shared} sends besides a row's inputs (the forwarded origin): part of each key. */
  scope: string;
  /** Receives each call's source and duration. */
  onCall?: (timing: ApiCallTiming) => void;
}

/** `value` with its keys sorted at every level, as one JSON string: the same inputs, one key. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/**
 * The request-scoped API client of SSR with the server's shared cache in front
 * (runtime/server/shared-cache.ts): a row of `SHARED_ROWS` (and, for a visitor with no cookie the
 * API reads, of `ANONYMOUS_ROWS`) is answered from the cache, keyed by the row, its inputs and
 * the forwarded origin, and asked for without the shopper's cookies (also with the cache off);
 * every other call is the shopper's own and goes to the API as before. Cached answers are frozen.
 */
export function cachedApiClient(options: CachedApiOptions): ApiClient {
  const { api, shared, cache, anonymous, scope, onCall } = options;
  const timed = async <T>(callOf: () => Omit<ApiCallTiming, 'ms'>, run: () => Promise<T>) => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      onCall?.({ ...callOf(), ms: performance.now() - start });
    }
  };
  return {
    call<E extends AnyEndpoint>(row: E, ...[input]: CallArgs<E>): Promise<EndpointResult<E>> {
      const given = (input ?? {}) as unknown as {
        params?: Record<string, string | number>;
        query?: unknown;
        body?: unknown;
      } & CallOptions;
      const path = expandPath(row.path, given.params);
      const what = `${row.method} ${path}`;
      const tags = SHARED_ROWS.get(row) ?? (anonymous ? ANONYMOUS_ROWS.get(row) : undefined);
      if (tags === undefined || given.headers !== undefined) {
        return timed(
          () => ({ source: 'api', what, shared: false, keys: [] }),
          () => api.call(row, ...([input] as CallArgs<E>)),
        );
      }
      // one shopper leaving must not cancel the answer others wait for: no signal
      const { signal: _signal, ...sharedInput } = given;
      const call = { what, shared: true, keys: [...tags, ...finerKeys(row, given.params)] };
      if (cache === null) {
        return timed(
          () => ({ source: 'api', ...call }),
          () => shared.call(row, ...([sharedInput] as unknown as CallArgs<E>)),
        );
      }
      const key = `${scope} ${what} ${stableJson(given.query ?? null)} ${stableJson(given.body ?? null)}`;
      let loaded = false;
      let freshUntil = 0;
      return timed(
        () => ({ source: loaded ? 'api' : 'cache', ...call, freshUntil }),
        () =>
          cache.get(
            key,
            tags,
            async () => {
              loaded = true;
              return deepFreeze(
                await shared.call(row, ...([sharedInput] as unknown as CallArgs<E>)),
              );
            },
            (until) => {
              freshUntil = until;
            },
          ),
      );
    },
  };
}

/** The `Server-Timing` header of a request's API calls (development, or SERVER_TIMING=1). */
export function serverTimingHeader(timings: readonly ApiCallTiming[]): string {
  return timings
    .map(
      ({ source, what, ms }) =>
        `${source};desc="${what.replace(/["\\]/g, '')}";dur=${ms.toFixed(1)}`,
    )
    .join(', ');
}
