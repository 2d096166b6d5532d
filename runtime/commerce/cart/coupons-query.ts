import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import type { ApiClient } from '../../api/client.ts';

/**
 * The running coupons (spec §7 `coupons/get`), applicable ones first, each keeping the API's
 * order within its group (biggest first). Keyed by the cart's subtotal: whether a coupon applies,
 * and what it still needs ('Add ₹2,002.00 more to use FLAT500'), change with it.
 */
export function couponsQuery(api: ApiClient, subtotal: number) {
  return queryOptions({
    queryKey: ['cart', 'coupons', subtotal] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.call(cart.coupons, { signal });
      return applicableFirst(data.coupons);
    },
    staleTime: 60_000,
  });
}

/** `coupons` with the applicable ones first; the order within each group is kept. */
export function applicableFirst(coupons: readonly Coupon[]): Coupon[] {
  return [
    ...coupons.filter((coupon) => coupon.is_applicable),
    ...coupons.filter((coupon) => !coupon.is_applicable),
  ];
}
