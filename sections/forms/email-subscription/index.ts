import { defineSection } from '../../../registry/index.ts';
import { emailSubscriptionSchema } from './schema.ts';

export const emailSubscription = defineSection({
  key: 'email-subscription',
  title: 'E-mail subscription',
  group: 'forms',
  schema: emailSubscriptionSchema,
  component: () => import('./EmailSubscription.tsx'),
  // in the footer of every page, used by few: its code loads when a shopper turns to it
  hydrate: 'intent',
  presets: [
    {
      name: 'Newsletter',
      props: {
        heading: 'Trail notes in your inbox',
        text: 'New arrivals, trail guides and members-only offers, twice a month. Unsubscribe any time.',
        placeholder: 'you@example.com',
        button_label: 'Subscribe',
      },
    },
  ],
});
