import { redirect } from 'react-router';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { isApiError } from '../../api/api-error.ts';
import type { GuardRule } from '../guards.ts';
import { orderResultRefOf } from '../order-result-ref.ts';

const ORDER_RESULT_PAGES: ReadonlySet<string | undefined> = new Set([
  'checkout-complete',
  'checkout-failed',
]);

/** Where an order result page without a valid order sends the shopper (spec §2). */
export const ORDER_RESULT_FALLBACK_PATH = '/';

/**
 * `/checkout-complete` and `/checkout-failed` each have their own guard (spec §2: without a valid
 * token or order they redirect to /): the `token` and `order_id` of the URL must open an order
 * (spec §7 `GET /api/checkout/complete (token, order_id, type)`), else the shopper is sent home
 * before anything renders. When the API cannot answer (down, a 5xx) the page renders and its
 * section says the order could not be loaded, with a way to try again.
 */
export const orderTokenGuard: GuardRule = {
  name: 'order-token',
  applies: ({ pageType }) => ORDER_RESULT_PAGES.has(pageType),
  guard: async ({ api, location }) => {
    const ref = orderResultRefOf(location);
    if (!ref) throw redirect(ORDER_RESULT_FALLBACK_PATH);
    try {
      await api.call(checkout.complete, {
        query: { token: ref.token, order_id: ref.orderId, type: ref.type },
        silent: true,
      });
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 422)) {
        throw redirect(ORDER_RESULT_FALLBACK_PATH);
      }
    }
  },
};
