import { defineSection } from '../../../registry/index.ts';
import { orderResultQuery } from '../../../runtime/commerce/checkout/order-result-query.ts';
import { orderResultRefOf } from '../../../runtime/routing/order-result-ref.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { orderResultSchema } from './schema.ts';

const TEXTS = {
  heading: 'Thank you for your order!',
  message: 'We have received your order and will let you know when it ships.',
  failed_heading: 'Your payment did not go through',
  failed_message: 'Your order is saved and nothing was charged. Try another card to complete it.',
};

export const orderResult = defineSection({
  key: 'order-result',
  title: 'Order complete or failed',
  group: 'checkout',
  schema: orderResultSchema,
  component: () => import('./OrderResult.tsx'),
  // the order of the URL's token arrives with the page (the guard already sent a bad one home)
  load: (_props, ctx) => {
    const ref = orderResultRefOf(parsePageLocation(ctx.url));
    return ref ? [orderResultQuery(ctx.api, ref)] : [];
  },
  pageTypes: ['checkout-complete', 'checkout-failed'],
  presets: [
    { name: 'Default', props: { ...TEXTS, show_rating: true } },
    { name: 'Without rating', props: { ...TEXTS, show_rating: false } },
  ],
});
