import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { ApiError } from '../../api/api-error.ts';
import { DEFAULT_STOREFRONT_VALUES } from '../../storefront/default-storefront-values.ts';
import { routeApi, routeOf, SectionProviders } from '../../testing/section-fixtures.tsx';
import { fixtureCap } from '../product/product-fixtures.ts';
import { fixtureCart, fixtureCartLine } from './cart-fixtures.ts';
import { cartQueryKey } from './cart-query.ts';
import { cartChangesSettled, useCartChange } from './use-cart-change.ts';

function setup(routes: Parameters<typeof routeApi>[0]) {
  const api = routeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(cartQueryKey, fixtureCart([fixtureCartLine(fixtureCap, 1)]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SectionProviders api={api} values={DEFAULT_STOREFRONT_VALUES} client={client}>
      {children}
    </SectionProviders>
  );
  return { api, client, wrapper };
}

describe('useCartChange', () => {
  it('puts the cart the server answers in place of the cached one', async () => {
    const answered = fixtureCart([fixtureCartLine(fixtureCap, 3)]);
    const { client, wrapper } = setup({ [routeOf(cart.updateQuantity)]: answered });
    const { result } = renderHook(() => useCartChange(cart.updateQuantity), { wrapper });
    await act(() => result.current.mutateAsync({ body: { item_id: fixtureCap.id, quantity: 3 } }));
    expect(client.getQueryData(cartQueryKey)).toMatchObject({
      total_quantity: 3,
      grand_total: answered.grand_total,
    });
  });

  it('runs changes one after another, in the order they were asked for', async () => {
    const order: string[] = [];
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const { wrapper } = setup({
      [routeOf(cart.updateQuantity)]: async () => {
        order.push('quantity:start');
        await firstHeld;
        order.push('quantity:end');
        return fixtureCart([fixtureCartLine(fixtureCap, 2)]);
      },
      [routeOf(cart.applyCoupon)]: () => {
        order.push('coupon');
        return fixtureCart([fixtureCartLine(fixtureCap, 2)]);
      },
    });
    const { result } = renderHook(
      () => ({
        quantity: useCartChange(cart.updateQuantity),
        coupon: useCartChange(cart.applyCoupon),
      }),
      { wrapper },
    );
    act(() => {
      result.current.quantity.mutate({ body: { item_id: fixtureCap.id, quantity: 2 } });
      result.current.coupon.mutate({ body: { coupon_code: 'WELCOME10' } });
    });
    await waitFor(() => expect(order).toEqual(['quantity:start']));
    releaseFirst();
    await waitFor(() => expect(order).toEqual(['quantity:start', 'quantity:end', 'coupon']));
  });

  it('says when every change asked for has settled, so the cart can be judged after them', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, wrapper } = setup({
      [routeOf(cart.updatePaymentMode)]: async () => {
        await held;
        return fixtureCart([fixtureCartLine(fixtureCap, 1)]);
      },
    });
    const { result } = renderHook(() => useCartChange(cart.updatePaymentMode), { wrapper });
    let settled = false;
    act(() => {
      result.current.mutate({ body: { payment_method: 'cod' } });
    });
    await waitFor(() => expect(client.isMutating()).toBe(1));
    const waiting = cartChangesSettled(client).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(settled).toBe(true);
    await expect(cartChangesSettled(client)).resolves.toBeUndefined();
  });

  it('leaves the cart as it was when the server refuses', async () => {
    const { client, wrapper } = setup({
      [routeOf(cart.updateQuantity)]: () => {
        throw new ApiError('Only 2 left in stock', { status: 422 });
      },
    });
    const before = client.getQueryData(cartQueryKey);
    const { result } = renderHook(() => useCartChange(cart.updateQuantity), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ body: { item_id: fixtureCap.id, quantity: 9 } }),
      ).rejects.toThrow('Only 2 left in stock');
    });
    expect(client.getQueryData(cartQueryKey)).toBe(before);
  });

  it('fetches the cart again when the answer cannot be read: the change happened', async () => {
    const { client, wrapper } = setup({
      [routeOf(cart.updateQuantity)]: { not: 'a cart' },
      [routeOf(cart.get)]: fixtureCart([fixtureCartLine(fixtureCap, 5)]),
    });
    const { result } = renderHook(() => useCartChange(cart.updateQuantity), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ body: { item_id: fixtureCap.id, quantity: 5 } })
        .catch(() => {});
    });
    expect(client.getQueryState(cartQueryKey)?.isInvalidated).toBe(true);
  });
});
