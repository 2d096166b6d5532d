import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { parseContract } from '../../../runtime/api/contract.ts';
import type { ProductReviewsResponse, ReviewFieldsResponse } from '../../../schemas/api/reviews.ts';
import { REVIEWS_PER_PAGE } from '../../../schemas/api-constants.ts';

/** Query key of every page of a product's reviews. */
export const productReviewsKey = (slug: string) => ['product-reviews', slug] as const;

/**
 * One page of a product's reviews (`POST /api/plugins/review/product-reviews`, spec §9: 10 per
 * page, from page 1), newest first, with the rating summary.
 */
export function productReviewsQuery(api: ApiClient, slug: string, page: number) {
  return queryOptions({
    queryKey: [...productReviewsKey(slug), page],
    queryFn: async ({ signal }): Promise<ProductReviewsResponse> => {
      const { data } = await api.post('/api/plugins/review/product-reviews', {
        body: { slug, page, perPage: REVIEWS_PER_PAGE },
        silent: true,
        signal,
      });
      return parseContract(data, () =>
        import('../../../schemas/api/reviews.ts').then((m) => m.productReviewsResponseSchema),
      );
    },
  });
}

/** The fields of the write-a-review form (`GET /api/plugins/review/fields`). */
export function reviewFieldsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['review-fields'],
    queryFn: async ({ signal }): Promise<ReviewFieldsResponse> => {
      const { data } = await api.get('/api/plugins/review/fields', { silent: true, signal });
      return parseContract(data, () =>
        import('../../../schemas/api/reviews.ts').then((m) => m.reviewFieldsResponseSchema),
      );
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
