import type { GuardRule } from '../guards.ts';
import { notFound } from '../shell-errors.ts';

const ORDER_RESULT_PAGES: ReadonlySet<string | undefined> = new Set([
  'checkout-complete',
  'checkout-failed',
]);

/**
 * `/checkout-complete` and `/checkout-failed` each need their order token (spec §2, §7
 * `GET /api/checkout/complete (token, order_id, type)`): without a `token` query they are 404.
 * Whether the token is valid is for the page's own call to say.
 */
export const orderTokenGuard: GuardRule = {
  name: 'order-token',
  applies: ({ pageType }) => ORDER_RESULT_PAGES.has(pageType),
  guard: ({ url, location }) => {
    if (!location.query.get('token')?.trim()) notFound(url);
  },
};
