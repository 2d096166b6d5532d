import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart } from '../../../schemas/api/cart.ts';
import { wakeCartFollowers } from '../cart/cart-followers.ts';
import { cartQueryKey } from '../cart/cart-query.ts';
import { useCartQuery } from '../cart/use-cart-query.ts';
import { checkoutStore } from './checkout-store.ts';

const isCartKey = (key: readonly unknown[]) =>
  key.length === cartQueryKey.length && key[0] === cartQueryKey[0];

/**
 * The shopper's cart for a checkout part, keeping the checkout store in step with it (spec §4):
 * whenever the cached cart is replaced (a change's answer, a refetch), the step verdicts and their
 * messages are forgotten, a cart that is now empty resets every step, and an order summary still
 * waiting for the shopper loads (`cart-followers.ts`). The cache is watched
 * directly, so this happens the moment the answer lands, before a step check that follows it.
 * `undefined` while the cart loads, `null` when it could not be read.
 */
export function useCheckoutCart(): Cart | null | undefined {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!isCartKey(event.query.queryKey)) return;
        // the order summary, if it still waits for the shopper, must show the new cart
        wakeCartFollowers();
        const replaced = event.query.state.data as Cart | null | undefined;
        if (replaced && replaced.items.length === 0) checkoutStore.getState().reset();
        else checkoutStore.getState().cartReplaced();
      }),
    [queryClient],
  );
  return useCartQuery().data;
}
