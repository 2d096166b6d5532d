import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { CatalogueProviders, fixtureProducts } from '../catalogue-fixtures.tsx';
import { productGrid } from './index.ts';
import ProductGrid from './ProductGrid.tsx';
import { productGridRequest } from './product-grid-query.ts';

const bestSellers = presetArgs(productGrid, 'Best sellers');
const picked = presetArgs(productGrid, 'Picked products');

const meta = {
  title: 'Sections/Catalogue/Product grid',
  component: ProductGrid,
  decorators: [
    (Story) => (
      <CatalogueProviders
        queries={[
          [['product-grid', productGridRequest(bestSellers)], { products: fixtureProducts }],
          [['product-grid', productGridRequest(picked)], { products: fixtureProducts.slice(0, 3) }],
        ]}
      >
        <Story />
      </CatalogueProviders>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BestSellers: Story = { args: bestSellers };
export const PickedProducts: Story = { args: picked };
