import { defineSection } from '../../../registry/index.ts';
import { storeNoticeSchema } from './schema.ts';

export const storeNotice = defineSection({
  key: 'store-notice',
  title: 'Store notice',
  group: 'layout',
  schema: storeNoticeSchema,
  component: () => import('./StoreNotice.tsx'),
  presets: [
    { name: 'From store settings', props: {} },
    {
      name: 'Sale announcement',
      props: {
        message: 'Monsoon sale: 20% off rain jackets this week',
        background_color: '#7a2e0e',
        text_color: '#ffffff',
        link: 'product-category/rain-jackets',
        clearable: true,
      },
    },
  ],
});
