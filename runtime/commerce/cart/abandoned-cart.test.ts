import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import { routeApi, routeOf } from '../../testing/section-fixtures.tsx';
import { abandonedCartToken, useAbandonedCartToken } from './abandoned-cart.ts';
import { ABANDONED_CART_STORAGE_KEY, sendAbandonedCartToken } from './abandoned-cart-send.ts';

const installed = [{ module_name: 'AbandonedCart', config: { token: 'store-token-1' } }];

beforeEach(() => window.localStorage.clear());

describe('abandoned cart (spec §7 POST /api/plugins/AbandonedCart)', () => {
  it('sends nothing when the plugin is not installed', () => {
    const query = new URLSearchParams('abandoned_cart_token=link-token');
    expect(abandonedCartToken([], query)).toBeNull();
  });

  it('takes the recovery link’s token, else the plugin’s configured one', () => {
    expect(abandonedCartToken(installed, new URLSearchParams('abandoned_cart_token=link-9'))).toBe(
      'link-9',
    );
    expect(abandonedCartToken(installed, new URLSearchParams())).toBe('store-token-1');
    expect(
      abandonedCartToken([{ module_name: 'AbandonedCart', config: {} }], new URLSearchParams()),
    ).toBeNull();
    expect(
      abandonedCartToken(installed, new URLSearchParams('abandoned_cart_token=<script>')),
    ).toBe('store-token-1');
  });

  it('sends the token once per cart', async () => {
    const api = routeApi({
      [routeOf(plugins.abandonedCart)]: (request: { body?: unknown }) => ({
        token: (request.body as { token: string }).token,
        cart_id: 7,
      }),
    });
    await sendAbandonedCartToken(api, 'link-9', 7);
    await sendAbandonedCartToken(api, 'link-9', 7);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.options.body).toEqual({ token: 'link-9' });
    expect(JSON.parse(window.localStorage.getItem(ABANDONED_CART_STORAGE_KEY) ?? '')).toEqual({
      token: 'link-9',
      cart_id: 7,
    });
    // a new cart (after an order) gets the token again
    await sendAbandonedCartToken(api, 'link-9', 8);
    expect(api.calls).toHaveLength(2);
  });

  it('sends the recovery link’s token from the cart page once the cart exists', async () => {
    const api = routeApi({
      [routeOf(plugins.abandonedCart)]: () => ({ token: 'link-9', cart_id: 7 }),
    });
    const query = new URLSearchParams('abandoned_cart_token=link-9');
    const { rerender } = renderHook(
      ({ cartId }) => useAbandonedCartToken(api, installed, query, cartId),
      {
        initialProps: { cartId: null as number | null },
      },
    );
    expect(api.calls).toHaveLength(0);
    rerender({ cartId: 7 });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.options.body).toEqual({ token: 'link-9' });
  });
});
