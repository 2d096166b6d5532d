import { defineSection } from '../../../registry/index.ts';
import { cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { checkoutStepOf } from '../../../runtime/commerce/checkout/checkout-step-of.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { checkoutPaymentSchema } from './schema.ts';

export const checkoutPayment = defineSection({
  key: 'checkout-payment',
  title: 'Checkout: shipping and payment',
  group: 'checkout',
  schema: checkoutPaymentSchema,
  component: () => import('./CheckoutPayment.tsx'),
  // the cart arrives with the page (the same query as the header's count: fetched once)
  load: (_props, ctx) => [cartQuery(ctx.api)],
  rendersOn: (url) => checkoutStepOf(parsePageLocation(url)) === 'payment',
  pageTypes: ['checkout'],
  presets: [
    { name: 'Default', props: { heading: 'Shipping and payment', show_instruction: true } },
    { name: 'Without instruction', props: { heading: 'Payment', show_instruction: false } },
  ],
});
