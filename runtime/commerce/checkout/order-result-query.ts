import { queryOptions } from '@tanstack/react-query';
import type { CheckoutComplete } from '../../../schemas/api/checkout.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { isApiError } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.ts';
import type { OrderResultRef } from '../../routing/order-result-ref.ts';

/** What the order result query answers: the order, or that no order matches. */
export type OrderResult = { kind: 'found'; result: CheckoutComplete } | { kind: 'not-found' };

/** Query key of the order result of `ref`. */
export const orderResultQueryKey = (ref: OrderResultRef) =>
  ['checkout-complete', ref.orderId, ref.token, ref.type] as const;

/**
 * The order for the complete or failed page (spec §7 `checkout.complete (token, order_id,
 * type)`). An order that does not exist or that the token does not open (404, or a 422 for a
 * malformed query) is `not-found`; any other failure is the query's error, which the page shows
 * with a way to try again. Loaded with the page on the server.
 */
export function orderResultQuery(api: ApiClient, ref: OrderResultRef) {
  return queryOptions({
    queryKey: orderResultQueryKey(ref),
    queryFn: async ({ signal }): Promise<OrderResult> => {
      try {
        const { data } = await api.call(checkout.complete, {
          query: { token: ref.token, order_id: ref.orderId, type: ref.type },
          signal,
        });
        return { kind: 'found', result: data };
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === 422)) {
          return { kind: 'not-found' };
        }
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
