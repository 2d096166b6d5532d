import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart-get.ts';
import type { ApiClient } from '../../api/client.ts';

/** Query key of the shopper's cart. */
export const cartQueryKey = ['cart'] as const;

/**
 * The shopper's cart (spec §7 `cart.get`) as query options, parsed with the contract's cart. A
 * failed or malformed answer is `null`, which the shell shows as no count: the header never
 * fails because of the cart. Prefetched by the header on the server; the browser keeps it until
 * something changes the cart and refreshes it (`queryClient.setQueryData(cartQueryKey, cart)` or
 * `invalidateQueries({ queryKey: cartQueryKey })`).
 */
export function cartQuery(api: ApiClient) {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: async ({ signal }): Promise<Cart | null> => {
      try {
        const { data } = await api.call(cart.get, { silent: true, signal });
        return data;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * {@link cartQuery} as a section's server `load` asks for it: a request with no session and no
 * cart cookie has no cart, so the API is not asked and the cart is `null` (no count shown), the
 * same the browser would show for it.
 */
export function cartQueryFor(ctx: { api: ApiClient; hasCart?: boolean }) {
  const options = cartQuery(ctx.api);
  return ctx.hasCart === false ? { ...options, initialData: null } : options;
}

/** Units in the cart; 0 for an empty, unknown or failed cart. */
export function cartCount(current: Pick<Cart, 'total_quantity'> | null | undefined): number {
  return current?.total_quantity ?? 0;
}
