import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  capLine,
  cartApi,
  cartValues,
  discountedCart,
  jacketLine,
  SectionProviders,
} from '../cart-fixtures.tsx';
import CartSummary from './CartSummary.tsx';
import { cartSummary } from './index.ts';

// The navy M jacket with WELCOME10 applied: ₹5,499.00 − ₹549.90 = ₹4,949.10, as the API answers.
const withCap = () => {
  const cart = discountedCart();
  return { ...cart, items: [...cart.items, capLine(1)] };
};

const meta = {
  title: 'Sections/Cart/Order summary',
  component: CartSummary,
  decorators: [
    (Story) => (
      <SectionProviders api={cartApi(withCap())} values={cartValues}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CartPage: Story = {
  args: presetArgs(cartSummary, 'Cart page'),
  parameters: showing({
    shows: [
      { role: 'region', name: 'Order summary' },
      { role: 'row', name: /^Discount \(WELCOME10\)/ },
      { role: 'row', name: /^Grand total ₹4,949.10/ },
      { role: 'button', name: 'Remove coupon WELCOME10' },
      { role: 'link', name: 'Checkout' },
    ],
    hides: [{ role: 'list', name: 'Cart items' }],
  }),
};

/** The checkout's order summary: the lines, small; no coupon field, no Checkout. */
export const Checkout: Story = {
  args: presetArgs(cartSummary, 'Checkout'),
  parameters: showing({
    shows: [
      { role: 'region', name: 'Order summary' },
      { role: 'list', name: 'Cart items' },
      `Qty 1 × ${jacketLine(1).unit_price.formatted}`,
      { role: 'row', name: /^Grand total ₹4,949.10/ },
    ],
    hides: [
      { role: 'link', name: 'Checkout' },
      { role: 'textbox', name: 'Coupon code' },
      { role: 'button', name: /^Remove/ },
    ],
  }),
};
