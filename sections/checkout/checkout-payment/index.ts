import { defineSection } from '../../../registry/index.ts';
import { cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { checkoutPaymentSchema } from './schema.ts';

export const checkoutPayment = defineSection({
  key: 'checkout-payment',
  title: 'Checkout: shipping and payment',
  group: 'checkout',
  schema: checkoutPaymentSchema,
  component: () => import('./CheckoutPayment.tsx'),
  // the cart arrives with the page (the same query as the header's count: fetched once)
  load: (_props, ctx) => [cartQuery(ctx.api)],
  pageTypes: ['checkout'],
  presets: [
    { name: 'Default', props: { heading: 'Shipping and payment', show_instruction: true } },
    { name: 'Without instruction', props: { heading: 'Payment', show_instruction: false } },
  ],
});
