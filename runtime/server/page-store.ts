import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { EVERY_PAGE_KEY } from './page-cache.ts';

/** The encodings a kept page is answered in, the smallest first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * How each encoding is made, once per kept page, off the main thread (zlib's pool). Brotli at
 * quality 6: on the demo's pages 14 % smaller than gzip for 2–5 ms, where quality 11 saves 10 %
 * more for 120–215 ms.
 */
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ENCODERS: Record<Encoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/**
 * How a page rendered for one request is encoded, on every answer. Brotli at quality 4 with a
 * 256 KB window (a page is smaller): home's 117 KB in 1.1 ms to 22 KB, where quality 6 takes 1.9 ms
 * for 20.6 KB and gzip 1.7 ms for 24 KB. On the main thread: the server is busy rendering anyway,
 * and handing each page to zlib's pool and back cost more than the compression (home, all
 * rendered, asking as a browser does: 18.6 and 16.6 CPU-ms a page that way, 12.8 and 13.7 this
 * way, where the middleware that compresses the API's answers as streams took 15.0 and 15.8).
 */
const RENDER_ENCODERS: Record<Encoding, (body: Uint8Array) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/**
 * The server's own copy of its public pages (issue 17): a page a CDN may keep
 * (runtime/server/page-cache.ts) is kept here too, so the next anonymous visitor to the same URL
 * gets it without a render, whether or not a CDN stands in front. It follows the CDN's rules, with
 * two more that keep it from ever being staler than the data it was built from:
 * - a page is kept only while every shared API answer it was built from is fresh in the shared
 *   cache (`until`), and never past its `s-maxage`;
 * - an admin write forgets the pages naming what it changed (its surrogate keys), here and in
 *   every other process (runtime/server/invalidation.ts), and a render that was under way when it
 *   happened is answered but not kept.
 * Concurrent requests for a page nobody has yet share one render. Once its data stops being fresh,
 * a page is still answered for `staleMs` while one render refreshes it behind (as the shared cache
 * does with its answers), so no visitor waits for a render the page store could have spared. The
 * store holds at most `maxBytes` of pages; the least recently used go first.
 */
export interface PageStore {
  /**
   * The page at `key`: the kept one while fresh, or the one `render` makes (kept when it may be).
   * A request arriving while the page is being rendered waits for that render instead of making
   * its own.
   */
  serve(key: string, render: () => Promise<RenderedPage>): Promise<ServedPage>;
  /** Forgets every page whose keys name one of `keys`; {@link EVERY_PAGE_KEY} forgets them all. */
  forget(keys: readonly string[]): void;
  /** Pages held. */
  readonly size: number;
  /** Bytes of pages held, uncompressed (their compressed copies add about 40 %). */
  readonly bytes: number;
}

/** What a render answered, and whether its page may be kept. */
export interface RenderedPage {
  response: Response;
  /** The page's surrogate keys when a shared cache may keep it; `null` when it is someone's own. */
  keys: readonly string[] | null;
  /** Until when (epoch ms) the page may be kept: its data's freshness, its `s-maxage`. */
  until: number;
}

/** A page as kept: its answer's status, headers and bytes. */
export interface KeptPage {
  status: number;
  headers: readonly (readonly [string, string])[];
  body: Uint8Array<ArrayBuffer>;
  keys: ReadonlySet<string>;
  storedAt: number;
  until: number;
  /** The body in each encoding, made once, when a visitor first takes it so. */
  encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
}

/**
 * What {@link PageStore.serve} answered: a kept page (`hit`: no render was made for this request;
 * `stored`: this request's render was kept), or the answer of a render that may not be kept.
 */
export type ServedPage = { page: KeptPage; hit: boolean; stored: boolean } | { response: Response };

export interface PageStoreOptions {
  /** Bytes of pages kept at most, uncompressed. @default 32 MiB */
  maxBytes?: number;
  /**
   * How long after its data stops being fresh a kept page is still answered, at once, while one
   * render refreshes it behind: as long as the shared cache serves those answers stale. An admin
   * write that changes the page forgets it all the same. @default 0: a visitor waits for the render
   */
  staleMs?: number;
  /** The clock. @default Date.now */
  now?: () => number;
}

export const DEFAULT_PAGE_STORE_BYTES = 32 * 1024 * 1024;

/** A {@link PageStore} in this process's memory. */
export function createPageStore(options: PageStoreOptions = {}): PageStore {
  const maxBytes = options.maxBytes ?? DEFAULT_PAGE_STORE_BYTES;
  const staleMs = options.staleMs ?? 0;
  const now = options.now ?? Date.now;
  const pages = new Map<string, KeptPage>();
  const rendering = new Map<string, Promise<KeptPage | null>>();
  let bytes = 0;
  // moves on with every `forget`: a render that began before one is not kept
  let generation = 0;

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.body.byteLength;
  }

  function keep(key: string, page: KeptPage): void {
    drop(key);
    pages.set(key, page);
    bytes += page.body.byteLength;
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function renderAndKeep(
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<ServedPage> {
    const began = generation;
    let settle: (page: KeptPage | null) => void = () => {};
    const shared = new Promise<KeptPage | null>((resolve) => {
      settle = resolve;
    });
    rendering.set(key, shared);
    let kept: KeptPage | null = null;
    try {
      const rendered = await render();
      const storedAt = now();
      if (rendered.keys === null || rendered.until <= storedAt)
        return { response: rendered.response };
      const body = new Uint8Array(await rendered.response.arrayBuffer());
      const page: KeptPage = {
        status: rendered.response.status,
        headers: [...rendered.response.headers],
        body,
        keys: new Set(rendered.keys),
        storedAt,
        until: rendered.until,
        encoded: {},
      };
      // forgotten while it rendered: this visitor gets it, nobody after
      if (began === generation && body.byteLength <= maxBytes) {
        keep(key, page);
        kept = page;
      }
      return { page, hit: false, stored: kept !== null };
    } finally {
      if (rendering.get(key) === shared) rendering.delete(key);
      settle(kept);
    }
  }

  // A stale page's refresh, behind the visitors it is answered to. A render that may not be kept
  // because the answers it read were stale too leaves the page answered while the shared cache
  // refreshes them; one that is no longer public (gone, a gate) lets the page go.
  function refresh(key: string, stale: KeptPage, render: () => Promise<RenderedPage>): void {
    renderAndKeep(key, render).then(
      (served) => {
        if ('page' in served) return;
        void served.response.body?.cancel();
        if (!isPublicAnswer(served) && pages.get(key) === stale) drop(key);
      },
      () => {}, // a failed refresh keeps the stale page; the next visitor tries again
    );
  }

  return {
    async serve(key, render) {
      const page = pages.get(key);
      const at = now();
      if (page && at < page.until + staleMs) {
        // the most recently used last: eviction takes from the front
        pages.delete(key);
        pages.set(key, page);
        if (at >= page.until && !rendering.has(key)) refresh(key, page, render);
        return { page, hit: true, stored: false };
      }
      if (page) drop(key);
      const underWay = rendering.get(key);
      if (underWay) {
        const shared = await underWay;
        if (shared) return { page: shared, hit: true, stored: false };
      }
      return renderAndKeep(key, render);
    },
    forget(keys) {
      generation += 1;
      if (keys.includes(EVERY_PAGE_KEY)) {
        pages.clear();
        bytes = 0;
        return;
      }
      for (const [key, page] of pages) {
        if (keys.some((name) => page.keys.has(name))) drop(key);
      }
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Whether `served` is a page a shared cache may keep (it names its surrogate keys): one that is
 * the same for every visitor (runtime/server/page-cache.ts).
 */
export function isPublicAnswer(served: ServedPage): boolean {
  if ('page' in served) return served.page.headers.some(([name]) => name === 'surrogate-key');
  return served.response.headers.has('surrogate-key');
}

/** The name the store gives itself in `Cache-Status` (RFC 9211). */
const CACHE_NAME = 'storefront';

/**
 * The `Cache-Status` (RFC 9211) of an answer: from the store (`hit`, with the seconds it stays),
 * rendered for this request and kept (`stored`) or not, or never looked for (`bypass`: a
 * shopper's own request, or not a GET). It says which layer answered when a CDN stands in front.
 */
export function cacheStatusOf(served: ServedPage | null, at = Date.now()): string {
  if (served === null) return `${CACHE_NAME}; fwd=bypass`;
  if (!('page' in served)) return `${CACHE_NAME}; fwd=uri-miss`;
  if (served.hit)
    return `${CACHE_NAME}; hit; ttl=${Math.max(0, Math.floor((served.page.until - at) / 1000))}`;
  return `${CACHE_NAME}; fwd=uri-miss${served.stored ? '; stored' : ''}`;
}

/** The smallest of our encodings `request` takes as much as any, or `undefined` for none. */
function encodingFor(request: Request): Encoding | undefined {
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': request.headers.get('accept-encoding') ?? undefined },
  });
  // among encodings the request takes as much, ours: negotiator 1 has `preferred`, its types not
  const choose = negotiator.encoding.bind(negotiator) as unknown as (
    available: string[],
    options: { preferred: string[] },
  ) => string | undefined;
  const takes = choose([...ENCODINGS, 'identity'], { preferred: [...ENCODINGS] });
  return ENCODINGS.find((name) => name === takes);
}

/**
 * A page rendered for this request (not kept), encoded as it takes. Other answers (the data of a
 * client navigation, a redirect) are left to the middleware that compresses as it streams.
 */
async function renderedAnswer(response: Response, request: Request): Promise<Response> {
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (!html || response.headers.has('content-encoding') || request.method === 'HEAD') {
    return response;
  }
  // unencoded, the page suits every request, so it needs no `Vary`
  const encoding = encodingFor(request);
  if (encoding === undefined) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  headers.delete('Content-Length');
  return new Response(new Uint8Array(RENDER_ENCODERS[encoding](body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The answer of a served page to one request: in the smallest encoding the request takes (brotli,
 * then gzip; each made once per kept page, or for this answer when the page was rendered for it),
 * and, when it came from the store, with its `Age` in seconds, so a CDN in front keeps it no
 * longer than its `s-maxage` in all.
 */
export async function answerOf(
  served: ServedPage,
  request: Request,
  at = Date.now(),
): Promise<Response> {
  if (!('page' in served)) return renderedAnswer(served.response, request);
  const { page } = served;
  const headers = new Headers(page.headers as [string, string][]);
  if (served.hit) headers.set('Age', String(Math.max(0, Math.floor((at - page.storedAt) / 1000))));
  headers.append('Vary', 'Accept-Encoding');
  const encoding = encodingFor(request);
  if (encoding === undefined) return new Response(page.body, { status: page.status, headers });
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded = ENCODERS[encoding](page.body).then(
      (bytes) => new Uint8Array(bytes),
      (error: unknown) => {
        delete page.encoded[encoding];
        throw error;
      },
    );
    page.encoded[encoding] = encoded;
  }
  headers.set('Content-Encoding', encoding);
  return new Response(await encoded, { status: page.status, headers });
}
