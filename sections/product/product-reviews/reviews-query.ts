import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import type { ProductReviewsResponse, ReviewFieldsResponse } from '../../../schemas/api/reviews.ts';
import { REVIEWS_PER_PAGE } from '../../../schemas/api-constants.ts';

/** Query key of every page of a product's reviews. */
export const productReviewsKey = (slug: string) => ['product-reviews', slug] as const;

/**
 * One page of a product's reviews (`plugins.productReviews`, spec §9: 10 per page, from page 1),
 * newest first, with the rating summary.
 */
export function productReviewsQuery(api: ApiClient, slug: string, page: number) {
  return queryOptions({
    queryKey: [...productReviewsKey(slug), page],
    queryFn: async ({ signal }): Promise<ProductReviewsResponse> => {
      const body = { slug, page, perPage: REVIEWS_PER_PAGE };
      return (await api.call(plugins.productReviews, { body, signal })).data;
    },
  });
}

/** The fields of the write-a-review form (`plugins.reviewFields`). */
export function reviewFieldsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['review-fields'],
    queryFn: async ({ signal }): Promise<ReviewFieldsResponse> =>
      (await api.call(plugins.reviewFields, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
