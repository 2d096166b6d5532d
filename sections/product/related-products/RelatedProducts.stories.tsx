import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
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

const fourInARow = presetArgs(relatedProducts, 'Four in a row');
const eightInTwoRows = presetArgs(relatedProducts, 'Eight in two rows');

/** The heading and the first `limit` related products; the rest are not shown. */
function expectations(props: typeof fourInARow) {
  const heading = (product: (typeof products)[number]): Shown => ({
    role: 'heading',
    name: product.name,
  });
  return showing({
    shows: [
      { role: 'heading', name: props.heading },
      ...products.slice(0, props.limit).map(heading),
    ],
    hides: products.slice(props.limit).map(heading),
  });
}

// Stories render outside a product URL, so they name the fixture product.
export const FourInARow: Story = {
  args: { ...fourInARow, product: fixtureJacket.slug },
  parameters: expectations(fourInARow),
};
export const EightInTwoRows: Story = {
  args: { ...eightInTwoRows, product: fixtureJacket.slug },
  parameters: expectations(eightInTwoRows),
};
