import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { productFromQueries } from '../../seo/page-product.ts';
import { fixtureJacket } from './product-fixtures.ts';
import { productKeyFromPath, productQuery, productQueryKey } from './product-query.ts';

function apiAnswering(data: unknown): ApiClient & { paths: string[] } {
  const paths: string[] = [];
  const get = (async (path: string) => {
    paths.push(path);
    return { status: 'success', message: '', data };
  }) as ApiClient['get'];
  const never = (async () => {
    throw new Error('unused');
  }) as ApiClient['post'];
  return { paths, get, post: never, put: never, patch: never, delete: never };
}

describe('productQuery', () => {
  it('fetches the product by its key and keeps the API’s { product } where SEO finds it', async () => {
    const api = apiAnswering({ product: fixtureJacket });
    const client = new QueryClient();
    await client.prefetchQuery(productQuery(api, 'monsoon-pro-rain-jacket'));
    expect(api.paths).toEqual(['/api/product/single-product/monsoon-pro-rain-jacket']);
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

describe('productKeyFromPath (spec §2: the last slug segment)', () => {
  it('reads the product of a product path, and nothing of another path', () => {
    expect(productKeyFromPath('/product/blue-shirt')).toBe('blue-shirt');
    expect(productKeyFromPath('/product/shirts/blue-shirt/')).toBe('blue-shirt');
    expect(productKeyFromPath('/en/product/blue%20shirt')).toBe('blue shirt');
    expect(productKeyFromPath('/product/')).toBeNull();
    expect(productKeyFromPath('/shop-online')).toBeNull();
  });
});
