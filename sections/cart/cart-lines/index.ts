import { defineSection } from '../../../registry/index.ts';
import { cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { cartLinesSchema } from './schema.ts';

export const cartLines = defineSection({
  key: 'cart-lines',
  title: 'Cart lines',
  group: 'cart',
  schema: cartLinesSchema,
  component: () => import('./CartLines.tsx'),
  // the lines arrive with the page (the header asks for the same query)
  load: (_props, ctx) => [cartQuery(ctx.api)],
  pageTypes: ['cart'],
  presets: [
    {
      name: 'Default',
      props: {
        heading: 'Your cart',
        continue_label: 'Continue shopping',
        continue_href: '/shop-online',
      },
    },
  ],
});
