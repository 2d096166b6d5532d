import { defineSection } from '../../../registry/index.ts';
import { cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { cartSummarySchema } from './schema.ts';

export const cartSummary = defineSection({
  key: 'cart-summary',
  title: 'Order summary',
  group: 'cart',
  schema: cartSummarySchema,
  component: () => import('./CartSummary.tsx'),
  load: (_props, ctx) => [cartQuery(ctx.api)],
  pageTypes: ['cart', 'checkout'],
  presets: [
    {
      name: 'Cart page',
      props: {
        heading: 'Order summary',
        show_lines: false,
        show_coupon: true,
        show_checkout: true,
      },
    },
    {
      name: 'Checkout',
      props: {
        heading: 'Order summary',
        show_lines: true,
        show_coupon: false,
        show_checkout: false,
      },
    },
  ],
});
