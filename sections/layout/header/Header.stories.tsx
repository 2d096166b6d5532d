import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import { presetArgs } from '../../story-presets.ts';
import { LayoutProviders } from '../layout-fixtures.tsx';
import Header from './Header.tsx';
import { header } from './index.ts';

const meta = {
  title: 'Sections/Layout/Header',
  component: Header,
  decorators: [
    (Story) => (
      <LayoutProviders queries={[[cartQueryKey, fixtureCart([fixtureCartLine(fixtureCap, 2)])]]}>
        <Story />
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullHeader: Story = { args: presetArgs(header, 'Full header') };
export const Minimal: Story = { args: presetArgs(header, 'Minimal') };
