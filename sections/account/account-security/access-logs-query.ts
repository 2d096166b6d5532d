import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { AccessLogsResponse } from '../../../schemas/api/account.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';

/** One page of the customer's sign-ins, newest first; the previous page shows while the next loads. */
export function accessLogsQuery(api: ApiClient, page: number, perPage: number) {
  return queryOptions({
    queryKey: ['account', 'access-logs', page, perPage] as const,
    queryFn: async ({ signal }): Promise<AccessLogsResponse> =>
      (await api.call(account.accessLogs, { query: { page, perPage }, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  });
}
