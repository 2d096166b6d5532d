import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import { presetArgs } from '../../story-presets.ts';
import { LayoutProviders } from '../layout-fixtures.tsx';
import { mobileFooter } from './index.ts';
import MobileFooter from './MobileFooter.tsx';

const meta = {
  title: 'Sections/Layout/Mobile footer',
  component: MobileFooter,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <LayoutProviders queries={[[cartQueryKey, fixtureCart([fixtureCartLine(fixtureCap, 3)])]]}>
        <Story />
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof MobileFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TabsWithCartCount: Story = { args: presetArgs(mobileFooter, 'Tabs with cart count') };
export const TabsOnly: Story = { args: presetArgs(mobileFooter, 'Tabs only') };
