import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  capLine,
  cartApi,
  cartOf,
  cartValues,
  jacketLine,
  SectionProviders,
} from '../cart-fixtures.tsx';
import CartLines from './CartLines.tsx';
import { cartLines } from './index.ts';

// A cart with the navy M jacket and two personalised caps, as the reference API answers it.
const meta = {
  title: 'Sections/Cart/Cart lines',
  component: CartLines,
  decorators: [
    (Story) => (
      <SectionProviders api={cartApi(cartOf([jacketLine(1), capLine(2)]))} values={cartValues}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof CartLines>;
export default meta;
type Story = StoryObj<typeof meta>;

const args = presetArgs(cartLines, 'Default');
export const Default: Story = {
  args,
  parameters: showing({
    shows: [
      { role: 'heading', name: args.heading, level: 1 },
      { role: 'list', name: 'Cart items' },
      { role: 'link', name: 'Monsoon Pro Rain Jacket' },
      'Colour: Navy · Size: M',
      'Personalised: “ASHA”',
      { role: 'textbox', name: 'Quantity' },
      { role: 'button', name: 'Remove Northwind Classic Cap' },
    ],
    hides: ['Your cart is empty'],
  }),
};
