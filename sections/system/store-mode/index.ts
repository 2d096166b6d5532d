import { defineSection } from '../../../registry/index.ts';
import { storeModeSchema } from './schema.ts';

export const storeMode = defineSection({
  key: 'store-mode',
  title: 'Store mode (coming soon, maintenance)',
  group: 'system',
  schema: storeModeSchema,
  component: () => import('./StoreMode.tsx'),
  pageTypes: ['gate'],
  presets: [
    {
      name: 'Coming Soon',
      props: {
        mode: 'Coming Soon',
        show_subscribe: true,
        subscribe_text: 'Leave your e-mail and we will tell you when we open.',
        button_label: 'Notify me',
      },
    },
    {
      name: 'Under Maintenance',
      props: {
        mode: 'Under Maintenance',
        show_subscribe: true,
        subscribe_text: 'Leave your e-mail and we will tell you when we are back.',
        button_label: 'Notify me',
      },
    },
  ],
});
