import { defineSection } from '../../../registry/index.ts';
import { tradeEnquirySchema } from './schema.ts';

export const tradeEnquiry = defineSection({
  key: 'trade-enquiry',
  title: 'Trade enquiry',
  group: 'forms',
  schema: tradeEnquirySchema,
  component: () => import('./TradeEnquiry.tsx'),
  presets: [
    {
      name: 'Bulk orders',
      props: {
        heading: 'Ask for a trade quote',
        heading_level: 'h2',
        intro:
          'Tell us what you need and how many. Our trade team answers within two working days with prices and delivery times.',
        submit_label: 'Send enquiry',
      },
    },
  ],
});
