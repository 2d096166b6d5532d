import { queryOptions } from '@tanstack/react-query';
import type { Customer } from '../../../schemas/api/account.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';
import type { ApiClient } from '../../api/client.ts';

/** Query key of the logged-in customer's profile. */
export const accountQueryKey = ['account', 'profile'] as const;

/**
 * The logged-in customer (spec §7 `account/get`) as query options, for the account pages. A
 * failure is an error (the page shows it with a retry), never a guest: the account guard already
 * let only customers in. After a profile change, put the answer in with
 * `queryClient.setQueryData(accountQueryKey, customer)`.
 */
export function accountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKey,
    queryFn: async ({ signal }): Promise<Customer> =>
      (await api.call(account.get, { silent: true, signal })).data,
  });
}
