import { queryOptions } from '@tanstack/react-query';
import type { Menu } from '../../schemas/api/content.ts';
import * as content from '../../schemas/api/endpoints/content.ts';
import type { ApiClient } from '../api/client.ts';

/** Query key of the menu `id`. */
export const menuQueryKey = (id: string) => ['menu', id] as const;

/**
 * The menu `id` (`content.menu`, spec §7) as query options, for a section's `load` and its
 * component. A menu that is missing, fails or does not parse answers `null`: the header and footer
 * render without it instead of failing. The answer is kept until the next page load brings a new
 * one.
 */
export function menuQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: menuQueryKey(id),
    queryFn: async ({ signal }): Promise<Menu | null> => {
      try {
        return (await api.call(content.menu, { params: { id }, signal })).data;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
