import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeApi, SectionProviders } from '../../testing/section-fixtures.tsx';
import { authValues } from '../auth/auth-fixtures.ts';
import { fixtureCart, fixtureCartLine } from '../cart/cart-fixtures.ts';
import { cartQueryKey } from '../cart/cart-query.ts';
import { fixtureCap } from '../product/product-fixtures.ts';
import { checkoutStore } from './checkout-store.ts';
import { useBeginCheckout } from './use-begin-checkout.ts';
import { useCheckoutCart } from './use-checkout-cart.ts';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../analytics/analytics.ts', () => ({ track }));

const full = fixtureCart([fixtureCartLine(fixtureCap, 2)]);
const verdict = {
  steps: { cart: { valid: true }, address: { valid: false }, payment: { valid: false } },
  messages: ['Shipping address is empty'],
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(cartQueryKey, full);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SectionProviders api={routeApi({})} values={authValues()} client={client}>
      {children}
    </SectionProviders>
  );
  return { client, wrapper };
}

afterEach(() => {
  act(() => checkoutStore.getState().reset());
  track.mockClear();
});

describe('useCheckoutCart (spec §4 "Checkout steps")', () => {
  it('forgets the step verdicts and their messages whenever the cart is replaced', () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useCheckoutCart(), { wrapper });
    expect(result.current).toEqual(full);
    act(() => {
      checkoutStore.getState().enter('address');
      checkoutStore.getState().setVerdict(verdict);
    });
    expect(checkoutStore.getState().steps.address.valid).toBe(false);
    act(() => {
      client.setQueryData(cartQueryKey, { ...full, phone: '9123456780' });
    });
    expect(checkoutStore.getState().messages).toEqual([]);
    expect(checkoutStore.getState().steps.address.valid).toBeNull();
    // the steps themselves stay
    expect(checkoutStore.getState().steps.address.active).toBe(true);
  });

  it('resets every step when the cart is emptied', () => {
    const { client, wrapper } = setup();
    renderHook(() => useCheckoutCart(), { wrapper });
    act(() => {
      checkoutStore.getState().enter('payment');
    });
    act(() => {
      client.setQueryData(cartQueryKey, fixtureCart());
    });
    const { steps } = checkoutStore.getState();
    expect([steps.cart.status, steps.address.status, steps.payment.status]).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(steps.cart.active).toBe(true);
  });
});

describe('useBeginCheckout (spec §4 "Analytics")', () => {
  it('sends begin_checkout once for a cart with items, at the server’s prices', () => {
    const { rerender } = renderHook(({ cart }) => useBeginCheckout(cart, true), {
      initialProps: { cart: full },
    });
    rerender({ cart: { ...full } });
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('begin_checkout', {
      currency: 'INR',
      value: full.grand_total.amount,
      coupon: null,
      items: [
        expect.objectContaining({
          id: fixtureCap.channel.sku,
          name: fixtureCap.name,
          quantity: 2,
          price: full.items[0]?.unit_price.amount,
        }),
      ],
    });
  });

  it('sends nothing for an empty cart', () => {
    renderHook(() => useBeginCheckout(fixtureCart(), true));
    expect(track).not.toHaveBeenCalled();
  });
});
