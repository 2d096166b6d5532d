import { defineSection } from '../../../registry/index.ts';
import { topbarSchema } from './schema.ts';

export const topbar = defineSection({
  key: 'topbar',
  title: 'Topbar',
  group: 'layout',
  schema: topbarSchema,
  component: () => import('./Topbar.tsx'),
  // display only (text, contacts, links): complete in the server's HTML, its code loads when a
  // shopper turns to it; a click before that is held and replayed (decision 0017)
  hydrate: 'intent',
  presets: [
    {
      name: 'Contacts and links',
      props: {
        text: 'Dispatch within 24 hours on working days',
        show_contact: true,
        links: [
          { label: 'Track order', href: '/track-order' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    },
    {
      name: 'Text only',
      props: { text: 'Free returns within 30 days', show_contact: false, links: [] },
    },
  ],
});
