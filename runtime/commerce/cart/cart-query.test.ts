import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { routeApi } from '../../testing/section-fixtures.tsx';
import { fixtureCap, fixtureJacket } from '../product/product-fixtures.ts';
import { fixtureCart, fixtureCartLine } from './cart-fixtures.ts';
import { cartCount, cartQuery } from './cart-query.ts';

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
});
