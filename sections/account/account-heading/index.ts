import { defineSection } from '../../../registry/index.ts';
import { accountHeadingSchema } from './schema.ts';

export const accountHeading = defineSection({
  key: 'account-heading',
  title: 'Account page heading',
  group: 'account',
  schema: accountHeadingSchema,
  component: () => import('./AccountHeading.tsx'),
  pageTypes: ['account'],
  presets: [
    { name: 'Title and description', props: { show_description: true } },
    { name: 'Title only', props: { show_description: false } },
  ],
});
