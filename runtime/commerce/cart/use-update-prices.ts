import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartPriceChange } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { useApi } from '../../api/api-context.tsx';
import { isUnreadableAnswer } from '../../api/unreadable-answer.ts';
import { cartQueryKey } from './cart-query.ts';
import { settleQuantities } from './pending-quantities.ts';
import { CART_MUTATION_SCOPE } from './use-cart-change.ts';

/**
 * 'Update prices' (spec §7 `update-items-price`): re-prices the lines from the catalogue. Its
 * answer is the cart and what changed, not the cart alone, so it is not a `useCartChange` row;
 * it runs in the same serial scope and its cart replaces the cached one the same way. Resolves
 * with what changed, for the shopper to see.
 */
export function useUpdatePrices() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: async (): Promise<CartPriceChange[]> => {
      const { data } = await api.call(cart.updateItemsPrice, {});
      queryClient.setQueryData(cartQueryKey, data.cart);
      settleQuantities(queryClient, data.cart);
      return data.changes;
    },
    onError: (error) => {
      if (isUnreadableAnswer(error)) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
