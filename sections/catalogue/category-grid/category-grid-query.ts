import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type {
  CategoryGrid,
  CategoryGridRequest,
} from '../../../schemas/api/catalogue-categories.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';

/** What a category grid shows: picked ids, a parent's subcategories, or the top categories. */
export interface CategoryGridSource {
  ids?: readonly number[] | undefined;
  parent?: string | undefined;
}

/** The body of `catalogue.categoryGrid`: ids win over the parent. */
export function categoryGridRequest(source: CategoryGridSource): CategoryGridRequest {
  if (source.ids && source.ids.length > 0) return { ids: [...source.ids] };
  return source.parent ? { parent: source.parent } : {};
}

/**
 * `catalogue.categoryGrid` as query options, shared by the section's `load` and its component; the
 * answer is parsed with the contract.
 */
export function categoryGridQuery(api: ApiClient, source: CategoryGridSource) {
  const body = categoryGridRequest(source);
  return queryOptions({
    queryKey: ['category-grid', body],
    queryFn: async ({ signal }): Promise<CategoryGrid> =>
      (await api.call(catalogue.categoryGrid, { body, signal })).data,
  });
}
