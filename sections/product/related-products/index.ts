import { defineSection } from '../../../registry/index.ts';
import { productKeyOf } from '../../../runtime/commerce/product/product-query.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { relatedProductsQuery } from './related-query.ts';
import { relatedProductsSchema } from './schema.ts';

export const relatedProducts = defineSection({
  key: 'related-products',
  title: 'Related products',
  group: 'product',
  schema: relatedProductsSchema,
  component: () => import('./RelatedProducts.tsx'),
  load: (props, ctx) => {
    const key = props.product || productKeyOf(parsePageLocation(ctx.url));
    return key ? [relatedProductsQuery(ctx.api, key)] : [];
  },
  presets: [
    {
      name: 'Four in a row',
      props: {
        product: '',
        heading: 'You may also like',
        limit: 4,
        columns: { mobile: 2, tablet: 3, desktop: 4 },
      },
    },
    {
      name: 'Eight in two rows',
      props: {
        product: '',
        heading: 'More from this category',
        limit: 8,
        columns: { mobile: 2, tablet: 4, desktop: 4 },
      },
    },
  ],
});
