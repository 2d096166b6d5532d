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

/** A platform at `apiUrl`: `/api/*` is proxied there, keeping method, headers, body and cookies. */
export function remoteBackend(apiUrl: string): ApiBackend {
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
      const response = await fetch(target, {
        method: request.method,
        headers,
        redirect: 'manual',
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      });
      const out = new Headers(response.headers);
      out.delete('content-encoding');
      out.delete('content-length');
      return new Response(response.body, { status: response.status, headers: out });
    },
  };
}
