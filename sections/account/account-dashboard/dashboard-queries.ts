import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { Address } from '../../../schemas/api/address.ts';
import * as address from '../../../schemas/api/endpoints/address.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type { OrdersPage } from '../../../schemas/api/orders.ts';

/** The first page of the customer's orders (newest first), for the dashboard's latest orders. */
export function recentOrdersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['account', 'dashboard', 'orders'] as const,
    queryFn: async ({ signal }): Promise<OrdersPage> =>
      (await api.call(orders.list, { query: { page: 1 }, silent: true, signal })).data,
  });
}

/** The customer's saved addresses (default ones first), for the dashboard's defaults. */
export function dashboardAddressesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['account', 'dashboard', 'addresses'] as const,
    queryFn: async ({ signal }): Promise<Address[]> =>
      (await api.call(address.all, { silent: true, signal })).data,
  });
}
