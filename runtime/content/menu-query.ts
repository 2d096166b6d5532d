import { queryOptions } from '@tanstack/react-query';
import type { Menu } from '../../schemas/api/content.ts';
import type { ApiClient } from '../api/client.ts';
import { safeParseContract } from '../api/contract.ts';

/** Query key of the menu `id`. */
export const menuQueryKey = (id: string) => ['menu', id] as const;

/**
 * `GET /api/menu/{id}` (spec §7) as query options, for a section's `load` and its component. A
 * menu that is missing, fails or does not parse answers `null`: the header and footer render
 * without it instead of failing. The answer is kept until the next page load brings a new one.
 */
export function menuQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: menuQueryKey(id),
    queryFn: async ({ signal }): Promise<Menu | null> => {
      try {
        const { data } = await api.get(`/api/menu/${encodeURIComponent(id)}`, {
          silent: true,
          signal,
        });
        const menu = await safeParseContract(data, () =>
          import('../../schemas/api/content.ts').then((m) => m.menuSchema),
        );
        return menu ?? null;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
