import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import {
  cardOf,
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
  ProductProviders,
} from '../product-fixtures.tsx';
import { relatedProducts } from './index.ts';
import RelatedProducts from './RelatedProducts.tsx';

const products = [
  cardOf(fixtureCap),
  cardOf(fixtureBareProduct),
  ...[1, 2, 3, 4, 5, 6].map((index) =>
    cardOf({
      ...fixtureJacket,
      id: 100 + index,
      slug: `jacket-${index}`,
      name: `Trail jacket ${index}`,
    }),
  ),
];

const meta = {
  title: 'Sections/Product/Related products',
  component: RelatedProducts,
  decorators: [
    (Story) => (
      <ProductProviders queries={[[['related-products', fixtureJacket.slug], { products }]]}>
        <Story />
      </ProductProviders>
    ),
  ],
} satisfies Meta<typeof RelatedProducts>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories render outside a product URL, so they name the fixture product.
export const FourInARow: Story = {
  args: { ...presetArgs(relatedProducts, 'Four in a row'), product: fixtureJacket.slug },
};
export const EightInTwoRows: Story = {
  args: { ...presetArgs(relatedProducts, 'Eight in two rows'), product: fixtureJacket.slug },
};
