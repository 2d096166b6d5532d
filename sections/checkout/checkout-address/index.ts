import { defineSection } from '../../../registry/index.ts';
import {
  addressFieldsQuery,
  countriesQuery,
} from '../../../runtime/commerce/address/address-queries.ts';
import { cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { checkoutStepOf } from '../../../runtime/commerce/checkout/checkout-step-of.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { checkoutAddressSchema } from './schema.ts';

export const checkoutAddress = defineSection({
  key: 'checkout-address',
  title: 'Checkout address',
  group: 'checkout',
  schema: checkoutAddressSchema,
  component: () => import('./CheckoutAddress.tsx'),
  load: (_props, ctx) => [
    cartQuery(ctx.api),
    addressFieldsQuery(ctx.api, 'Shipping'),
    addressFieldsQuery(ctx.api, 'Billing'),
    countriesQuery(ctx.api),
  ],
  rendersOn: (url) => checkoutStepOf(parsePageLocation(url)) === 'address',
  pageTypes: ['checkout'],
  presets: [
    {
      name: 'Default',
      props: {
        same_as_shipping_label: 'Billing address same as shipping',
        continue_label: 'Continue to Payment',
      },
    },
  ],
});
