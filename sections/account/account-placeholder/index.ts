import { defineSection } from '../../../registry/index.ts';
import { accountPlaceholderSchema } from './schema.ts';

export const accountPlaceholder = defineSection({
  key: 'account-placeholder',
  title: 'Account page placeholder',
  group: 'account',
  schema: accountPlaceholderSchema,
  component: () => import('./AccountPlaceholder.tsx'),
  pageTypes: ['account'],
  presets: [
    {
      name: 'Addresses coming soon',
      props: {
        panel: 'addresses',
        message: 'Your address book is coming soon. Until then, enter your address at checkout.',
      },
    },
  ],
});
