import { defineSection } from '../../../registry/index.ts';
import { productKeyOf } from '../../../runtime/commerce/product/product-query.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { productReviewsQuery } from './reviews-query.ts';
import { productReviewsSchema } from './schema.ts';

export const productReviews = defineSection({
  key: 'product-reviews',
  title: 'Product reviews',
  group: 'product',
  schema: productReviewsSchema,
  component: () => import('./ProductReviews.tsx'),
  // the first page and the summary arrive with the page; more pages load in the browser
  load: (props, ctx) => {
    const slug = props.product || productKeyOf(parsePageLocation(ctx.url));
    return slug ? [productReviewsQuery(ctx.api, slug, 1)] : [];
  },
  presets: [
    {
      name: 'Summary and reviews',
      props: {
        product: '',
        heading: 'Customer reviews',
        show_summary: true,
        allow_reviews: true,
      },
    },
    {
      name: 'Reviews only',
      props: {
        product: '',
        heading: 'What customers say',
        show_summary: false,
        allow_reviews: false,
      },
    },
  ],
});
