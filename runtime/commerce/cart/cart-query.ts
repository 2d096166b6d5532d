import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

/** Query key of the shopper's cart. */
export const cartQueryKey = ['cart'] as const;

/**
 * The part of the cart the shell reads (spec §3 "Cart": `total_quantity`). Loose, so the full
 * cart passes through for the cart pages that will read more of it.
 */
export const cartSummarySchema = z.looseObject({
  /** Units in the cart, summed over its items. */
  total_quantity: z.number().int().min(0),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

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
        const cart = cartSummarySchema.safeParse(data);
        return cart.success ? cart.data : null;
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
