import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { Form } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';

/** Query key of the form `id`'s definition. */
export const formQueryKey = (id: string) => ['form', id] as const;

/**
 * The definition of form `id` (`content.form`, spec §7): title, description, fields. A form that
 * is missing, fails or does not parse answers `null`, and the section says the form is not
 * available instead of failing. Prefetched on the server, so the form is in the page's HTML; kept
 * until the next page load.
 */
export function formQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: formQueryKey(id),
    queryFn: async ({ signal }): Promise<Form | null> => {
      try {
        return (await api.call(content.form, { params: { id }, signal })).data;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
