import type { ApiCallTiming } from './cached-api.ts';
import { isAnonymousRequest } from './shared-data.ts';

/** The answer of everything a shared cache must never keep. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The surrogate key every public page carries: purging it empties the CDN's pages. */
export const EVERY_PAGE_KEY = 'all';

/** How long a CDN may keep an anonymous page, in seconds. */
export interface PageCacheTimes {
  /** `s-maxage`: fresh in the CDN this long (PAGE_S_MAXAGE). */
  sMaxAge: number;
  /** `stale-while-revalidate`: then served stale this long while it refreshes (PAGE_SWR). */
  staleWhileRevalidate: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheTimes = { sMaxAge: 60, staleWhileRevalidate: 600 };

/** What the decision reads of a rendered answer. */
export interface RenderedAnswer {
  method: string;
  url: URL;
  /** The request's `Cookie` header. */
  cookie: string | null;
  status: number;
  /** The answer's headers as the route set them. */
  headers: Headers;
  /** Every API call the render made (createLoadContext records them). */
  calls: readonly ApiCallTiming[];
}

/** The caching headers of an answer: `surrogateKey` only on a public one. */
export interface PageCachePolicy {
  cacheControl: string;
  surrogateKey: string | null;
}

// Pages that are a shopper's own whoever asks: the cart, checkout, the account, order tracking,
// the store's password form, the admin link.
const PRIVATE_PATHS = [
  /^\/cart(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/checkout-(complete|failed)(\/|$)/,
  /^\/account(\/|$)/,
  /^\/track-order(\/|$)/,
  /^\/password-protected(\/|$)/,
  /^\/admin(\/|$)/,
];

/** Whether `url` is a search with a query (`/search?q=…`, `/shop-online/search?q=…`). */
function isSearch(url: URL): boolean {
  return /^\/(shop-online\/)?search(\/|$)/.test(url.pathname) && url.search !== '';
}

/**
 * Whether the page at `url` (or its `.data`) is a shopper's own whoever asks: the cart, checkout,
 * the account, order tracking, a search with a query, the store's password form, the admin link.
 */
export function isOwnPage(url: URL): boolean {
  const path = url.pathname.replace(/\.data$/, '');
  return PRIVATE_PATHS.some((pattern) => pattern.test(path)) || isSearch(url);
}

/**
 * Whether a shared cache (a CDN, Varnish) may keep a server-rendered answer, and under which
 * surrogate keys. Public only when everything says the answer is the same for every visitor: a
 * GET or HEAD with no cookie the API reads (`isAnonymousRequest`: the storefront's own consent
 * and heartbeat cookies do not count), answered 200 with no `Set-Cookie`, not a page that is a
 * shopper's own (cart, checkout, account, track-order, a search), not one its route marked
 * `no-store`, and built only from shared API answers. Its keys are the shared-cache tags and the
 * finer keys (template, product, category…) of those answers, and {@link EVERY_PAGE_KEY}. A
 * route that said `public` itself keeps its words, with the keys.
 * Everything else, 5xx pages included (they carry a request reference), is `private, no-store`.
 */
export function pageCachePolicy(
  answer: RenderedAnswer,
  times: PageCacheTimes = DEFAULT_PAGE_CACHE,
): PageCachePolicy {
  const own = { cacheControl: PRIVATE_CACHE_CONTROL, surrogateKey: null };
  // a route that already said no-store (a draft frame, the admin link) keeps its own words
  const routeSaid = answer.headers.get('cache-control') ?? '';
  if (/no-store/.test(routeSaid)) return { cacheControl: routeSaid, surrogateKey: null };
  const method = answer.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return own;
  if (answer.status !== 200) return own;
  if (!isAnonymousRequest(answer.cookie)) return own;
  if (answer.headers.has('set-cookie')) return own;
  if (/private/.test(routeSaid)) return own;
  if (isOwnPage(answer.url)) return own;
  if (answer.calls.some((call) => !call.shared)) return own;
  const keys = new Set<string>([EVERY_PAGE_KEY]);
  for (const call of answer.calls) for (const key of call.keys) keys.add(key);
  return {
    // a route that chose its own public freshness (a section preset picture) keeps it
    cacheControl: /\bpublic\b/.test(routeSaid)
      ? routeSaid
      : `public, s-maxage=${times.sMaxAge}, stale-while-revalidate=${times.staleWhileRevalidate}`,
    surrogateKey: [...keys].join(' '),
  };
}

function setPageCacheHeaders(headers: Headers, policy: PageCachePolicy): void {
  headers.set('Cache-Control', policy.cacheControl);
  if (policy.surrogateKey) headers.set('Surrogate-Key', policy.surrogateKey);
  else headers.delete('Surrogate-Key');
}

/**
 * `response` with the caching headers of {@link pageCachePolicy}: the same response, its headers
 * set, when they may be (a page the server rendered); a copy when they are immutable (an answer
 * `fetch` got). Copying a rendered page's response would turn its bytes into a stream that the
 * server then reads back chunk by chunk.
 */
export function withPageCacheHeaders(response: Response, policy: PageCachePolicy): Response {
  try {
    setPageCacheHeaders(response.headers, policy);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    setPageCacheHeaders(headers, policy);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
}

/**
 * Until when a page built from `calls` may be kept in the server (runtime/server/page-store.ts):
 * while every shared answer it shows is fresh, and no longer than `sMaxAge` seconds. A page with
 * an answer that did not come through the shared cache gets 0: it is not kept.
 */
export function keptUntil(
  calls: readonly ApiCallTiming[],
  sMaxAge: number = DEFAULT_PAGE_CACHE.sMaxAge,
  now = Date.now(),
): number {
  let until = now + sMaxAge * 1000;
  for (const call of calls) until = Math.min(until, call.freshUntil ?? 0);
  return until;
}
