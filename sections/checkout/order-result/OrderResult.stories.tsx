import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  checkoutValues,
  fixtureOrder,
  fixtureOrderResult,
  routeApi,
  SectionProviders,
} from '../checkout-fixtures.tsx';
import { orderResult } from './index.ts';
import { OrderResultPage } from './OrderResult.tsx';

// The section reads its order from the URL; the stories render the page of one order.
const result = fixtureOrderResult(fixtureOrder());
const orderRef = { token: 'story-token', orderId: result.order.order_no, type: 'success' as const };

const meta = {
  title: 'Sections/Checkout/Order result',
  component: OrderResultPage,
  decorators: [
    (Story) => (
      <SectionProviders api={routeApi({})} values={checkoutValues()}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof OrderResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(orderResult, 'Default');
const withoutRating = presetArgs(orderResult, 'Without rating');

/** A confirmed cash-on-delivery order: thanks, its number, lines, address and the rating. */
export const Default: Story = {
  args: { ...byDefault, result, orderRef },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: byDefault.heading },
      byDefault.message,
      result.order.order_no,
      { role: 'list', name: 'Items ordered' },
      { href: `/track-order/${result.order.order_no}` },
      { role: 'heading', name: 'How was your checkout?' },
    ],
    hides: [{ role: 'button', name: 'Try another card' }],
  }),
};

/** The same order without the rating widget. */
export const WithoutRating: Story = {
  args: { ...withoutRating, result, orderRef },
  parameters: showing({
    shows: [{ role: 'heading', level: 1, name: withoutRating.heading }, result.order.order_no],
    hides: [{ role: 'heading', name: 'How was your checkout?' }],
  }),
};
