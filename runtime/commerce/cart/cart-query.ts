import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { safeParseContract } from '../../api/contract.ts';
import type { CartSummary } from './cart-summary.ts';

export type { CartSummary } from './cart-summary.ts';

/** Query key of the shopper's cart. */
export const cartQueryKey = ['cart'] as const;

/**
 * `GET /api/cart/get` (spec §7) as query options. A failed or malformed answer is `null`, which
 * the shell shows as no count: the header never fails because of the cart. Prefetched by the
 * header on the server; the browser keeps it until something changes the cart and refreshes it
 * (`queryClient.setQueryData(cartQueryKey, cart)` or `invalidateQueries({ queryKey: cartQueryKey })`).
 */
export function cartQuery(api: ApiClient) {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: async ({ signal }): Promise<CartSummary | null> => {
      try {
        const { data } = await api.get('/api/cart/get', { silent: true, signal });
        const cart = await safeParseContract(data, () =>
          import('./cart-summary.ts').then((m) => m.cartSummarySchema),
        );
        return cart ?? null;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Units in the cart; 0 for an empty, unknown or failed cart. */
export function cartCount(cart: CartSummary | null | undefined): number {
  return cart?.total_quantity ?? 0;
}
