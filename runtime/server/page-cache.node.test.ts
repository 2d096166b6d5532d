import { describe, expect, it } from 'vitest';
import type { ApiCallTiming } from './cached-api.ts';
import {
  keptUntil,
  PRIVATE_CACHE_CONTROL,
  pageCachePolicy,
  type RenderedAnswer,
  withPageCacheHeaders,
} from './page-cache.ts';

const sharedCall = (what: string, keys: string[]): ApiCallTiming => ({
  source: 'cache',
  what,
  ms: 1,
  shared: true,
  keys,
});

const homeCalls = [
  sharedCall('GET /api/storefront/initial-values', ['settings']),
  sharedCall('GET /api/templateBoth/home', ['templates', 'catalogue', 'template:home']),
  sharedCall('GET /api/product/single-product/blue-shirt', ['catalogue', 'product:blue-shirt']),
];

function answer(change: Partial<RenderedAnswer> = {}): RenderedAnswer {
  return {
    method: 'GET',
    url: new URL('http://shop.test/'),
    cookie: null,
    status: 200,
    headers: new Headers({ 'content-type': 'text/html' }),
    calls: homeCalls,
    ...change,
  };
}

const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=600';

describe('whether a CDN may keep a rendered page', () => {
  it('keeps an anonymous page for s-maxage, stale while it refreshes, keyed by what it shows', () => {
    const policy = pageCachePolicy(answer());
    expect(policy.cacheControl).toBe(PUBLIC);
    expect(policy.surrogateKey?.split(' ').sort()).toEqual(
      ['all', 'catalogue', 'product:blue-shirt', 'settings', 'template:home', 'templates'].sort(),
    );
  });

  it('reads its times from the configuration', () => {
    expect(pageCachePolicy(answer(), { sMaxAge: 5, staleWhileRevalidate: 30 }).cacheControl).toBe(
      'public, s-maxage=5, stale-while-revalidate=30',
    );
  });

  it('ignores the storefront’s own consent and heartbeat cookies', () => {
    const policy = pageCachePolicy(
      answer({ cookie: 'sf_cookie_consent=%7B%7D; sf_heartbeat=2026-11-27' }),
    );
    expect(policy.cacheControl).toBe(PUBLIC);
  });

  it.each([
    ['a session cookie', { cookie: 'sf_cookie_consent=x; sf_session=abc' }],
    ['a cart cookie', { cookie: 'cart_session=abc' }],
    ['a store-unlock cookie', { cookie: 'sf_store_unlock=abc' }],
    ['a POST', { method: 'POST' }],
    ['a 404', { status: 404 }],
    ['a redirect', { status: 302 }],
    ['a 500 (it carries a request reference)', { status: 500 }],
    ['a Set-Cookie', { headers: new Headers({ 'set-cookie': 'cart_id=; Max-Age=0' }) }],
    ['a route’s private', { headers: new Headers({ 'cache-control': 'private, max-age=60' }) }],
    ['the cart', { url: new URL('http://shop.test/cart') }],
    ['checkout', { url: new URL('http://shop.test/checkout/address') }],
    ['checkout complete', { url: new URL('http://shop.test/checkout-complete?order=1') }],
    ['the account', { url: new URL('http://shop.test/account/orders') }],
    ['a tracked order', { url: new URL('http://shop.test/track-order/A1') }],
    ['the account’s data request', { url: new URL('http://shop.test/account.data') }],
    ['a search with a query', { url: new URL('http://shop.test/shop-online/search?q=shirt') }],
    ['the search page with a query', { url: new URL('http://shop.test/search?q=shirt') }],
    ['the search page with a query', { url: new URL('http://shop.test/search?q=shirt') }],
    [
      'a call that was the visitor’s own',
      {
        calls: [
          ...homeCalls,
          { source: 'api', what: 'GET /api/cart/get', ms: 1, shared: false, keys: [] },
        ] as ApiCallTiming[],
      },
    ],
  ] as [string, Partial<RenderedAnswer>][])(
    'answers %s private, no-store, with no keys',
    (_, change) => {
      expect(pageCachePolicy(answer(change))).toEqual({
        cacheControl: PRIVATE_CACHE_CONTROL,
        surrogateKey: null,
      });
    },
  );

  it('keeps the public freshness a route chose itself (a preset picture), with the keys', () => {
    const policy = pageCachePolicy(
      answer({ headers: new Headers({ 'cache-control': 'public, max-age=300' }) }),
    );
    expect(policy.cacheControl).toBe('public, max-age=300');
    expect(policy.surrogateKey).toContain('template:home');
    // never for a shopper's own request
    const own = pageCachePolicy(
      answer({
        cookie: 'sf_session=abc',
        headers: new Headers({ 'cache-control': 'public, max-age=300' }),
      }),
    );
    expect(own.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('keeps the no-store a route said itself (a draft frame), with no keys', () => {
    const draft = answer({ status: 404, headers: new Headers({ 'cache-control': 'no-store' }) });
    expect(pageCachePolicy(draft)).toEqual({ cacheControl: 'no-store', surrogateKey: null });
  });

  it('keeps a product page and a category’s data request public', () => {
    expect(
      pageCachePolicy(answer({ url: new URL('http://shop.test/product/blue-shirt') })).cacheControl,
    ).toBe(PUBLIC);
    expect(
      pageCachePolicy(answer({ url: new URL('http://shop.test/product-category/shirts.data') }))
        .cacheControl,
    ).toBe(PUBLIC);
  });
});

describe('how long the server keeps a page itself', () => {
  const at = 1_000_000;
  const fresh = (until: number): ApiCallTiming => ({
    ...sharedCall('GET /x', []),
    freshUntil: until,
  });

  it('keeps it while every answer it shows is fresh, never past its s-maxage', () => {
    expect(keptUntil([fresh(at + 4_000), fresh(at + 9_000)], 60, at)).toBe(at + 4_000);
    expect(keptUntil([fresh(at + 90_000)], 60, at)).toBe(at + 60_000);
  });

  it('does not keep one built from an answer the shared cache did not give', () => {
    expect(keptUntil([fresh(at + 4_000), sharedCall('GET /y', [])], 60, at)).toBe(0);
  });
});

describe('a rendered answer with its caching headers', () => {
  const policy = { cacheControl: PUBLIC, surrogateKey: 'all settings' };

  it('is the same response, its bytes untouched, when its headers may be set', async () => {
    const rendered = new Response(new TextEncoder().encode('<p>₹ 499</p>'), {
      headers: { 'Cache-Control': 'private', 'Surrogate-Key': 'old' },
    });
    const answered = withPageCacheHeaders(rendered, policy);
    expect(answered).toBe(rendered);
    expect(answered.headers.get('Cache-Control')).toBe(PUBLIC);
    expect(answered.headers.get('Surrogate-Key')).toBe('all settings');
    expect(await answered.text()).toBe('<p>₹ 499</p>');
  });

  it('is a copy with them when its headers are immutable (an answer fetch got)', () => {
    const redirect = Response.redirect('http://shop.test/login', 302);
    const answered = withPageCacheHeaders(redirect, {
      cacheControl: 'private, no-store',
      surrogateKey: null,
    });
    expect(answered).not.toBe(redirect);
    expect(answered.status).toBe(302);
    expect(answered.headers.get('Location')).toBe('http://shop.test/login');
    expect(answered.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answered.headers.has('Surrogate-Key')).toBe(false);
  });
});
