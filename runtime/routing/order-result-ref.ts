import type { PageLocation } from './page-location.ts';

/** Which order an order result page shows: the query of its URL (`complete_url`, `failed_url`). */
export interface OrderResultRef {
  /** The order token from place-order. */
  token: string;
  /** The order number. */
  orderId: string;
  /** Which page asks. */
  type: 'success' | 'failed';
}

/**
 * The order a `/checkout-complete` or `/checkout-failed` location names (spec §2): its `token`
 * and `order_id` query values and the page's type; `null` on any other page, or when either is
 * missing.
 */
export function orderResultRefOf(
  location: Pick<PageLocation, 'pageType' | 'query'>,
): OrderResultRef | null {
  const { pageType, query } = location;
  if (pageType !== 'checkout-complete' && pageType !== 'checkout-failed') return null;
  const token = query.get('token')?.trim();
  const orderId = query.get('order_id')?.trim();
  if (!token || !orderId) return null;
  return { token, orderId, type: pageType === 'checkout-failed' ? 'failed' : 'success' };
}
