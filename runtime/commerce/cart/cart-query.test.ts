import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import { cartCount, cartQuery } from './cart-query.ts';

function apiAnswering(answer: () => Promise<unknown>): ApiClient {
  const get = (async () => ({
    status: 'success',
    message: '',
    data: await answer(),
  })) as ApiClient['get'];
  const never = (async () => {
    throw new Error('unused');
  }) as ApiClient['post'];
  return { get, post: never, put: never, patch: never, delete: never };
}

describe('cartQuery', () => {
  it('reads the total quantity of the cart and keeps the rest of it', async () => {
    const client = new QueryClient();
    const cart = await client.fetchQuery(
      cartQuery(apiAnswering(async () => ({ total_quantity: 4, items: [{ id: 1 }] }))),
    );
    expect(cartCount(cart)).toBe(4);
    expect(cart).toMatchObject({ items: [{ id: 1 }] });
  });

  it('answers null when the cart call fails or is malformed, so no count shows', async () => {
    const failing = apiAnswering(async () => {
      throw new ApiError('Not found', { status: 404 });
    });
    expect(await new QueryClient().fetchQuery(cartQuery(failing))).toBeNull();
    const odd = apiAnswering(async () => ({ total_quantity: 'many' }));
    expect(await new QueryClient().fetchQuery(cartQuery(odd))).toBeNull();
    expect(cartCount(null)).toBe(0);
  });
});
