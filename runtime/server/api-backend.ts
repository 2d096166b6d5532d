/**
 * Where `/api` goes: the embedded reference API (in-process, no network hop) or a commerce
 * platform at API_URL. Both the browser's `/api/*` calls and SSR's calls go through it.
 */
export interface ApiBackend {
  /** Answers an `/api/*` request coming from the browser. */
  handle(request: Request): Promise<Response>;
  /** fetch for SSR calls; resolves paths against `baseURL`. */
  fetch: typeof globalThis.fetch;
  baseURL: string;
}

const INTERNAL_ORIGIN = 'http://storefront.internal';

/** The embedded API: requests are handed to its fetch handler in-process. */
export function embeddedBackend(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): ApiBackend {
  const handle = async (request: Request) => app.fetch(request);
  return {
    handle,
    baseURL: INTERNAL_ORIGIN,
    fetch: async (input, init) => handle(new Request(input, init)),
  };
}

// Hop-by-hop headers must not be forwarded by a proxy (RFC 9110 §7.6.1).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];

/** How long the platform may take to start answering a proxied call. */
export const UPSTREAM_TIMEOUT_MS = 15_000;
/** The answer when the platform does not answer in time (504). */
export const UPSTREAM_TIMEOUT_MESSAGE = 'The store is taking too long to answer. Please try again.';
/** The answer when the platform cannot be reached (502). */
export const UPSTREAM_DOWN_MESSAGE = 'The store cannot be reached right now. Please try again.';

/** A `{ status, message, data }` error envelope, as the API itself would answer. */
function failure(status: number, message: string): Response {
  return Response.json({ status: 'error', message, data: null }, { status });
}

/**
 * A platform at `apiUrl`: every call under `API_PREFIX` is proxied there, keeping method, headers, body (streamed, not
 * buffered) and cookies. A platform that has not started answering after `timeoutMs` is answered
 * 504, one that cannot be reached 502, both as error envelopes the client toasts.
 */
export function remoteBackend(
  apiUrl: string,
  { timeoutMs = UPSTREAM_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ApiBackend {
  const origin = new URL(apiUrl);
  return {
    baseURL: origin.origin,
    fetch: globalThis.fetch,
    async handle(request) {
      const incoming = new URL(request.url);
      const target = new URL(incoming.pathname + incoming.search, origin);
      const headers = new Headers(request.headers);
      for (const name of HOP_BY_HOP) headers.delete(name);
      headers.set('x-forwarded-host', incoming.host);
      headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      let response: Response;
      try {
        response = await fetch(target, {
          method: request.method,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          ...(hasBody && request.body ? { body: request.body, duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return timedOut
          ? failure(504, UPSTREAM_TIMEOUT_MESSAGE)
          : failure(502, UPSTREAM_DOWN_MESSAGE);
      }
      const out = new Headers(response.headers);
      out.delete('content-encoding');
      out.delete('content-length');
      return new Response(response.body, { status: response.status, headers: out });
    },
  };
}
