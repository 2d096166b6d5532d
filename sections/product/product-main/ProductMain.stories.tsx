import type { Meta, StoryObj } from '@storybook/react-vite';
import { productQueryKey } from '../../../runtime/commerce/product/product-query.ts';
import { presetArgs } from '../../story-presets.ts';
import { fixtureJacket, ProductProviders } from '../product-fixtures.tsx';
import { productMain } from './index.ts';
import ProductMain from './ProductMain.tsx';

const meta = {
  title: 'Sections/Product/Product details',
  component: ProductMain,
  decorators: [
    (Story) => (
      <ProductProviders
        queries={[
          [productQueryKey(fixtureJacket.slug), { product: fixtureJacket }],
          [['page-origin'], 'https://shop.example'],
          [['custom-gallery', fixtureJacket.slug], null],
        ]}
      >
        <Story />
      </ProductProviders>
    ),
  ],
} satisfies Meta<typeof ProductMain>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories render outside a product URL, so they name the fixture product.
export const FullProductPage: Story = {
  args: { ...presetArgs(productMain, 'Full product page'), product: fixtureJacket.slug },
};
export const CompactChoices: Story = {
  args: { ...presetArgs(productMain, 'Compact choices'), product: fixtureJacket.slug },
};
