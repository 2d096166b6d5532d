import { defineSection } from '../../../registry/index.ts';
import { cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { checkoutStepOf } from '../../../runtime/commerce/checkout/checkout-step-of.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { checkoutContactSchema } from './schema.ts';

export const checkoutContact = defineSection({
  key: 'checkout-contact',
  title: 'Checkout contact',
  group: 'checkout',
  schema: checkoutContactSchema,
  component: () => import('./CheckoutContact.tsx'),
  load: (_props, ctx) => [cartQuery(ctx.api)],
  // the contact block belongs to the address step
  rendersOn: (url) => checkoutStepOf(parsePageLocation(url)) === 'address',
  pageTypes: ['checkout'],
  presets: [
    {
      name: 'Default',
      props: { heading: 'Contact', login_prompt: 'Have an account? Log in for a faster checkout.' },
    },
  ],
});
