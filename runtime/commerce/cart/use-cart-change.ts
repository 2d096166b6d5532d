import {
  type QueryClient,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Cart } from '../../../schemas/api/cart.ts';
import type { AnyEndpoint, EndpointData } from '../../../schemas/api/endpoint.ts';
import { useApi } from '../../api/api-context.tsx';
import type { CallInput } from '../../api/endpoint-client.ts';
import { isUnreadableAnswer } from '../../api/unreadable-answer.ts';
import { wakeCartFollowers } from './cart-followers.ts';
import { cartQueryKey } from './cart-query.ts';

/** A row of the endpoint table whose answer is the whole cart (spec §7 "Cart": every change). */
export type CartChangeRow<E extends AnyEndpoint> = EndpointData<E> extends Cart ? E : never;

/**
 * Mutations of the shopper's cart share one scope, so they run one after another in the order
 * they were asked for: a quantity change never overtakes the coupon applied before it.
 */
export const CART_MUTATION_SCOPE = { id: 'cart' } as const;

/**
 * Resolves once no change of the cart is running or waiting its turn: what judges or orders the
 * cart (`cart.validate`, place order) waits for the shipping method the shopper just chose.
 */
export function cartChangesSettled(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getMutationCache();
  const busy = () =>
    cache
      .getAll()
      .some(
        (mutation) =>
          mutation.options.scope?.id === CART_MUTATION_SCOPE.id &&
          mutation.state.status === 'pending',
      );
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (busy()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * One change of the cart through a row that answers the whole cart (`cart.updateQuantity`,
 * `cart.applyCoupon`, `cart.updateAddress`, ...): the answer replaces the cached cart, so the
 * header count, the drawer, the cart page and the checkout all show the server's prices at once.
 * Changes run in {@link CART_MUTATION_SCOPE}, one at a time. A refusal changes nothing (the API
 * client toasted it, or it is a 422 for the caller's form); an answer that cannot be read means
 * the change happened, so the cart is fetched again rather than guessed.
 */
export function useCartChange<E extends AnyEndpoint>(
  row: CartChangeRow<E>,
): UseMutationResult<Cart, unknown, CallInput<E>> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: async (input: CallInput<E>) => {
      const { data } = await api.call<AnyEndpoint>(row as E, input);
      return data as Cart;
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQueryKey, cart);
      wakeCartFollowers();
    },
    onError: (error) => {
      if (isUnreadableAnswer(error)) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
