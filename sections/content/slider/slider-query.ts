import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { Slider } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';

/**
 * `content.slider` of key `id` (spec §7 "Pages and content"). A slider that is missing or cannot
 * be loaded answers `null`: the section then shows nothing, the same on the server and in the
 * browser.
 */
export function sliderQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['slider', id],
    queryFn: async ({ signal }): Promise<Slider | null> => {
      try {
        return (await api.call(content.slider, { params: { id }, signal })).data;
      } catch {
        return null;
      }
    },
  });
}
