import { defineSection } from '../../../registry/index.ts';
import { websiteUnavailableSchema } from './schema.ts';

export const websiteUnavailable = defineSection({
  key: 'website-unavailable',
  title: 'Website unavailable',
  group: 'system',
  schema: websiteUnavailableSchema,
  component: () => import('./WebsiteUnavailable.tsx'),
  pageTypes: ['not-found', 'gate'],
  presets: [
    {
      name: 'Inactive subscription',
      props: {
        reason: 'subscription',
        heading: 'Website Unavailable',
        support_email: 'hello@northwind.example',
        support_label: 'Contact support',
      },
    },
    {
      name: 'No licence',
      props: {
        reason: 'licence',
        heading: 'Website Unavailable',
        support_label: 'Contact support',
      },
    },
  ],
});
