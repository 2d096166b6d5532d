import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { FormsProviders } from '../forms-fixtures.tsx';
import { tradeEnquiry } from './index.ts';
import TradeEnquiry from './TradeEnquiry.tsx';
import { tradeEnquiryFields } from './trade-enquiry-fields.ts';

const meta = {
  title: 'Sections/Forms/Trade enquiry',
  component: TradeEnquiry,
  decorators: [
    (Story) => (
      <FormsProviders>
        <Story />
      </FormsProviders>
    ),
  ],
} satisfies Meta<typeof TradeEnquiry>;
export default meta;
type Story = StoryObj<typeof meta>;

const bulkOrders = presetArgs(tradeEnquiry, 'Bulk orders');

/** The enquiry form with the TradeEnquiry plugin installed. */
export const BulkOrders: Story = {
  args: bulkOrders,
  parameters: showing({
    shows: [
      { role: 'heading', name: bulkOrders.heading },
      bulkOrders.intro,
      ...tradeEnquiryFields.map((field) => ({ role: 'textbox' as const, name: field.label })),
      { role: 'button', name: bulkOrders.submit_label },
    ],
  }),
};
