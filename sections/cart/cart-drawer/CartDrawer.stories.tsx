import type { Meta, StoryObj } from '@storybook/react-vite';
import { openCartDrawer } from '../../../runtime/commerce/cart/cart-drawer.ts';
import { Button } from '../../../themes/index.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  capLine,
  cartApi,
  cartOf,
  cartValues,
  jacketLine,
  SectionProviders,
} from '../cart-fixtures.tsx';
import CartDrawer from './CartDrawer.tsx';
import { cartDrawer } from './index.ts';

const meta = {
  title: 'Sections/Cart/Cart drawer',
  component: CartDrawer,
  decorators: [
    (Story) => (
      <SectionProviders api={cartApi(cartOf([jacketLine(1), capLine(2)]))} values={cartValues}>
        <Button onClick={openCartDrawer}>Open the cart</Button>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof CartDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

// The drawer opens over the page from the story's own opener (the header's cart icon in the
// shop): until then the section shows nothing, as a page does before a shopper reaches for it.
const closed = showing({
  shows: [{ role: 'button', name: 'Open the cart' }],
  hides: [{ role: 'dialog' }],
});

export const Default: Story = { args: presetArgs(cartDrawer, 'Default'), parameters: closed };
export const WithoutCoupons: Story = {
  args: presetArgs(cartDrawer, 'Without coupons'),
  parameters: closed,
};
