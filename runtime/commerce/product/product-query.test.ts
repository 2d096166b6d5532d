import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../../routing/page-location.ts';
import { productFromQueries } from '../../seo/page-product.ts';
import { routeApi } from '../../testing/section-fixtures.tsx';
import { fixtureJacket } from './product-fixtures.ts';
import { productKeyOf, productQuery, productQueryKey } from './product-query.ts';

const apiAnswering = (data: unknown) =>
  routeApi({
    'GET /api/product/single-product/monsoon-pro-rain-jacket': data,
    'GET /api/product/single-product/x': data,
  });

describe('productQuery', () => {
  it('fetches the product by its key and keeps the API’s { product } where SEO finds it', async () => {
    const api = apiAnswering({ product: fixtureJacket });
    const client = new QueryClient();
    await client.prefetchQuery(productQuery(api, 'monsoon-pro-rain-jacket'));
    expect(api.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/product/single-product/monsoon-pro-rain-jacket',
    ]);
    expect(client.getQueryData(productQueryKey('monsoon-pro-rain-jacket'))).toEqual({
      product: fixtureJacket,
    });
    expect(productFromQueries(dehydrate(client))?.name).toBe('Monsoon Pro Rain Jacket');
    expect(productQuery(api, 'x').select?.({ product: fixtureJacket })).toBe(fixtureJacket);
  });

  it('rejects an answer that is not a product, so the section shows its error state', async () => {
    await expect(
      new QueryClient().fetchQuery(productQuery(apiAnswering({ nope: 1 }), 'x')),
    ).rejects.toThrow();
  });
});

describe('productKeyOf (spec §2: the last slug segment)', () => {
  const keyOf = (path: string) => productKeyOf(parsePageLocation(path));
  it('reads the product of a product path, and nothing of another path', () => {
    expect(keyOf('/product/blue-shirt')).toBe('blue-shirt');
    expect(keyOf('/product/shirts/blue-shirt/')).toBe('blue-shirt');
    expect(keyOf('/en/product/blue%20shirt')).toBe('blue shirt');
    expect(keyOf('/product/blue-shirt?sku=BS-1')).toBe('blue-shirt');
    expect(keyOf('/product/')).toBeNull();
    expect(keyOf('/shop-online')).toBeNull();
  });
});
