import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { Testimonials } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';

/**
 * `content.testimonials` of key `id` (spec §7). A set that is missing or cannot be loaded answers
 * `null`: quotes are a bonus, so the section then shows nothing.
 */
export function testimonialsQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['testimonials', id],
    queryFn: async ({ signal }): Promise<Testimonials | null> => {
      try {
        return (await api.call(content.testimonials, { params: { id }, signal })).data;
      } catch {
        return null;
      }
    },
  });
}
