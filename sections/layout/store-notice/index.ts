import { defineSection } from '../../../registry/index.ts';
import { storeNoticeSchema } from './schema.ts';

export const storeNotice = defineSection({
  key: 'store-notice',
  title: 'Store notice',
  group: 'layout',
  schema: storeNoticeSchema,
  component: () => import('./StoreNotice.tsx'),
  // complete in the server's HTML, and a closed notice is hidden before paint by its own script:
  // its code (the close button) loads when a shopper turns to it; a click before that is held
  // and replayed (decision 0017)
  hydrate: 'intent',
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
