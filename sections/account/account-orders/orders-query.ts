import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type { OrderDetail, OrdersPage } from '../../../schemas/api/orders.ts';

/** Query key of everything the orders panel caches: every page and every order's details. */
export const ordersKey = ['orders'] as const;

/** Query key of one page of the customer's orders. */
export const ordersPageKey = (page: number) => [...ordersKey, 'page', page] as const;

/** Query key of one order's details. */
export const orderDetailKey = (orderNo: string) => [...ordersKey, 'detail', orderNo] as const;

/**
 * One page of the customer's orders (`orders.list`, spec §7: 10 a page, newest first). A failure
 * is an error of the query, so the panel can say so and offer to try again.
 */
export function ordersPageQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: ordersPageKey(page),
    queryFn: async ({ signal }): Promise<OrdersPage> =>
      (await api.call(orders.list, { query: { page }, signal })).data,
  });
}

/** One order with its lines, addresses, payments and history (`orders.detail`). */
export function orderDetailQuery(api: ApiClient, orderNo: string) {
  return queryOptions({
    queryKey: orderDetailKey(orderNo),
    queryFn: async ({ signal }): Promise<OrderDetail> =>
      (await api.call(orders.detail, { body: { order_no: orderNo }, signal })).data,
  });
}

/** The page of the orders panel in a location's query (`?page=2`); 1 when absent or bad. */
export function ordersPageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Whether a location is the orders panel, `/account/orders`. */
export function isOrdersPanel({
  pageType,
  slug,
}: {
  pageType: string | undefined;
  slug: readonly string[];
}): boolean {
  return pageType === 'account' && slug.length === 1 && slug[0] === 'orders';
}
