import { defineSection } from '../../../registry/index.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { trackOrderSchema } from './schema.ts';
import { shipmentQuery } from './tracking-queries.ts';
import { trackingSlugOf } from './tracking-slug.ts';

const HELP = 'Enter your order number and the e-mail address or phone number you used at checkout.';

export const trackOrder = defineSection({
  key: 'track-order',
  title: 'Track order',
  group: 'orders',
  schema: trackOrderSchema,
  component: () => import('./TrackOrder.tsx'),
  // `/track-order/{slug}`: a waybill's shipment arrives with the page (it names no person, so the
  // HTML is the same for everyone at that URL); an order number needs the shopper's contact
  load: (_props, ctx) => {
    const slug = trackingSlugOf(parsePageLocation(ctx.url));
    return slug === null ? [] : [shipmentQuery(ctx.api, slug)];
  },
  // whole in that HTML and still until used (the form, a waybill's shipment): its code loads when
  // the shopper turns to it (decision 0014); what is typed before stays in the fields, and a
  // submit or a 'View scans' click made before is held until it has loaded (decision 0011)
  hydrate: 'intent',
  pageTypes: ['track-order'],
  presets: [
    {
      name: 'Default',
      props: { heading: 'Track your order', text: HELP, button_label: 'Track order' },
    },
    {
      name: 'Where is my order',
      props: {
        heading: 'Where is my order?',
        text: 'Your order number is in your confirmation e-mail. Use the e-mail address or phone number you ordered with.',
        button_label: 'Find my order',
      },
    },
  ],
});
