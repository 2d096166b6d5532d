import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import { countedName } from '../../../themes/index.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { LayoutProviders } from '../layout-fixtures.tsx';
import { mobileFooter } from './index.ts';
import MobileFooter from './MobileFooter.tsx';

const cart = fixtureCart([fixtureCartLine(fixtureCap, 3)]);

const meta = {
  title: 'Sections/Layout/Mobile footer',
  component: MobileFooter,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <LayoutProviders queries={[[cartQueryKey, cart]]}>
        <Story />
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof MobileFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const withCount = presetArgs(mobileFooter, 'Tabs with cart count');
const tabsOnly = presetArgs(mobileFooter, 'Tabs only');
const counted = { role: 'link', name: countedName('Cart', cart.total_quantity) } as const;

export const TabsWithCartCount: Story = {
  args: withCount,
  parameters: showing({ shows: [{ href: withCount.shop_href }, counted] }),
};
export const TabsOnly: Story = {
  args: tabsOnly,
  parameters: showing({
    shows: [{ href: tabsOnly.shop_href }, { role: 'link', name: 'Cart' }],
    hides: [counted],
  }),
};
