import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import { CatalogueProviders, catalogueValues, fixtureProducts } from '../catalogue-fixtures.tsx';
import { productGrid } from './index.ts';
import ProductGrid from './ProductGrid.tsx';
import { productGridRequest } from './product-grid-query.ts';

const bestSellers = presetArgs(productGrid, 'Best sellers');
const picked = presetArgs(productGrid, 'Picked products');
// what the story's API answers for each preset
const bestSellersAnswer = fixtureProducts;
const pickedAnswer = fixtureProducts.slice(0, 3);

const meta = {
  title: 'Sections/Catalogue/Product grid',
  component: ProductGrid,
  decorators: [
    (Story) => (
      <CatalogueProviders
        queries={[
          [['product-grid', productGridRequest(bestSellers)], { products: bestSellersAnswer }],
          [['product-grid', productGridRequest(picked)], { products: pickedAnswer }],
        ]}
      >
        <Story />
      </CatalogueProviders>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const currency = catalogueValues().storefront.channel.currency.code;

/** The heading, the view-all link if any, each product answered, and the first one's price. */
function expectations(props: typeof bestSellers, answer: typeof fixtureProducts) {
  const [first] = answer;
  return showing({
    shows: [
      { role: 'heading', name: String(props.heading) },
      ...answer.map((product): Shown => ({ role: 'heading', name: product.name })),
      formatPrice(first?.channel.selling_price ?? Number.NaN, currency),
      ...(props.view_all ? [{ role: 'link', name: props.view_all.label } as const] : []),
    ],
  });
}

export const BestSellers: Story = {
  args: bestSellers,
  parameters: expectations(bestSellers, bestSellersAnswer),
};
export const PickedProducts: Story = {
  args: picked,
  parameters: expectations(picked, pickedAnswer),
};
