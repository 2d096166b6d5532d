import { describe, expect, it } from 'vitest';
import { expandPath } from '../../schemas/api/endpoint.ts';
import * as cart from '../../schemas/api/endpoints/cart.ts';
import * as content from '../../schemas/api/endpoints/content.ts';
import * as storefront from '../../schemas/api/endpoints/storefront.ts';
import { fixtureCart } from '../commerce/cart/cart-fixtures.ts';
import { routeApi } from '../testing/section-fixtures.tsx';
import { type ApiCallTiming, cachedApiClient, serverTimingHeader } from './cached-api.ts';
import { createSharedCache } from './shared-cache.ts';

const menu = { id: 'main', name: 'Main', items: [] };

/** Two shoppers' requests through one cache: each has its own client, both share the cookie-less one. */
function setup() {
  const cache = createSharedCache();
  const shared = routeApi({
    'GET /api/menu/main': menu,
    'GET /api/storefront/initial-values': {},
    'GET /api/menu/footer': { id: 'footer', name: 'Footer', items: [] },
  });
  const shopper = (anonymous: boolean) => {
    const own = routeApi({
      'GET /api/cart/get': fixtureCart(),
      'GET /api/storefront/initial-values': {},
    });
    const calls: ApiCallTiming[] = [];
    const api = cachedApiClient({
      api: own,
      shared,
      cache,
      anonymous,
      scope: 'http://shop.test',
      onCall: (timing) => calls.push(timing),
    });
    return { api, own, calls };
  };
  return { cache, shared, shopper };
}

describe('the API client of SSR with the shared cache', () => {
  it('asks for a shared answer once, without any shopper’s cookies, and answers others from memory', async () => {
    const { shared, shopper } = setup();
    const first = shopper(false);
    const second = shopper(true);
    await first.api.call(content.menu, { params: { id: 'main' } });
    await second.api.call(content.menu, { params: { id: 'main' } });
    expect(shared.calls.map((call) => call.path)).toEqual([
      expandPath(content.menu.path, { id: 'main' }),
    ]);
    expect(first.own.calls).toEqual([]);
    expect(second.own.calls).toEqual([]);
    expect(first.calls.map((call) => call.source)).toEqual(['api']);
    expect(second.calls.map((call) => call.source)).toEqual(['cache']);
  });

  it('always asks for a shopper’s own data with that shopper’s client', async () => {
    const { shared, shopper } = setup();
    const first = shopper(true);
    await first.api.call(cart.get);
    await first.api.call(cart.get);
    expect(first.own.calls).toHaveLength(2);
    expect(shared.calls).toEqual([]);
  });

  it('shares the initial values only between visitors with no cookie the API reads', async () => {
    const { shared, shopper } = setup();
    const customer = shopper(false);
    await customer.api.call(storefront.initialValues);
    expect(customer.own.calls).toHaveLength(1);
    await shopper(true).api.call(storefront.initialValues);
    await shopper(true).api.call(storefront.initialValues);
    expect(shared.calls).toHaveLength(1);
  });

  it('keys an answer by its inputs', async () => {
    const { shopper } = setup();
    const { api } = shopper(true);
    const main = await api.call(content.menu, { params: { id: 'main' } });
    const footer = await api.call(content.menu, { params: { id: 'footer' } });
    expect([main.data.name, footer.data.name]).toEqual(['Main', 'Footer']);
  });

  it('hands out frozen answers, so no request can change another’s', async () => {
    const { shopper } = setup();
    const { data } = await shopper(true).api.call(content.menu, { params: { id: 'main' } });
    expect(Object.isFrozen(data)).toBe(true);
  });

  it('asks the API every time when there is no cache, still without the shopper’s cookies', async () => {
    const own = routeApi({ 'GET /api/menu/main': menu });
    const shared = routeApi({ 'GET /api/menu/main': menu });
    const api = cachedApiClient({
      api: own,
      shared,
      cache: null,
      anonymous: true,
      scope: 'x',
    });
    await api.call(content.menu, { params: { id: 'main' } });
    await api.call(content.menu, { params: { id: 'main' } });
    expect(shared.calls).toHaveLength(2);
    expect(own.calls).toEqual([]);
  });

  it('tells which calls were shared and what they were built from (a page’s surrogate keys)', async () => {
    const { shopper } = setup();
    const visitor = shopper(true);
    await visitor.api.call(content.menu, { params: { id: 'main' } });
    await visitor.api.call(cart.get);
    expect(visitor.calls.map(({ shared, keys }) => ({ shared, keys }))).toEqual([
      { shared: true, keys: ['content', 'templates', 'menu:main'] },
      { shared: false, keys: [] },
    ]);
  });
});

describe('Server-Timing', () => {
  it('names each API call, where it was answered and how long it took', () => {
    expect(
      serverTimingHeader([
        { source: 'api', what: 'GET /api/menu/main', ms: 3.25, shared: true, keys: [] },
        {
          source: 'cache',
          what: 'POST /api/product/product-grid',
          ms: 0.04,
          shared: true,
          keys: [],
        },
      ]),
    ).toBe(
      'api;desc="GET /api/menu/main";dur=3.3, cache;desc="POST /api/product/product-grid";dur=0.0',
    );
  });
});
