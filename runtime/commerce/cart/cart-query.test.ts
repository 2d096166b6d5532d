import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { routeApi } from '../../testing/section-fixtures.tsx';
import { fixtureCap, fixtureJacket } from '../product/product-fixtures.ts';
import { fixtureCart, fixtureCartLine } from './cart-fixtures.ts';
import { cartCount, cartQuery, cartQueryFor, cartQueryKey } from './cart-query.ts';

describe('cartQuery', () => {
  it('reads the cart of GET /api/cart/get, with its total quantity', async () => {
    const api = routeApi({
      'GET /api/cart/get': fixtureCart([
        fixtureCartLine(fixtureCap, 3),
        fixtureCartLine(fixtureJacket, 1),
      ]),
    });
    const cart = await new QueryClient().fetchQuery(cartQuery(api));
    expect(cartCount(cart)).toBe(4);
    expect(cart?.items.map((item) => item.product.name)).toEqual([
      'Northwind Classic Cap',
      'Monsoon Pro Rain Jacket',
    ]);
    expect(api.calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/cart/get' })]);
  });

  it('answers null when the cart call fails or is malformed, so no count shows', async () => {
    const failing = routeApi({
      'GET /api/cart/get': () => {
        throw new ApiError('Not found', { status: 404 });
      },
    });
    expect(await new QueryClient().fetchQuery(cartQuery(failing))).toBeNull();
    const odd = routeApi({ 'GET /api/cart/get': { ...fixtureCart(), total_quantity: 'many' } });
    expect(await new QueryClient().fetchQuery(cartQuery(odd))).toBeNull();
    expect(cartCount(null)).toBe(0);
  });

  it('asks nothing of the API for a visitor who can have no cart, and shows no count', async () => {
    const api = routeApi({ 'GET /api/cart/get': fixtureCart([fixtureCartLine(fixtureCap, 2)]) });
    const client = new QueryClient();
    expect(await client.fetchQuery(cartQueryFor({ api, hasCart: false }))).toBeNull();
    expect(api.calls).toEqual([]);
    // the dehydrated page holds the answer, so the browser does not ask either
    expect(client.getQueryState(cartQueryKey)?.status).toBe('success');
  });

  it('asks the API when the request may have a cart, or when nobody knows', async () => {
    const api = routeApi({ 'GET /api/cart/get': fixtureCart([fixtureCartLine(fixtureCap, 2)]) });
    expect(
      cartCount(await new QueryClient().fetchQuery(cartQueryFor({ api, hasCart: true }))),
    ).toBe(2);
    expect(cartCount(await new QueryClient().fetchQuery(cartQueryFor({ api })))).toBe(2);
    expect(api.calls).toHaveLength(2);
  });
});
