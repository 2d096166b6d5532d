import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { fixtureJacket, fixtureReviewPage, ProductProviders } from '../product-fixtures.tsx';
import { productReviews } from './index.ts';
import ProductReviews from './ProductReviews.tsx';

const meta = {
  title: 'Sections/Product/Product reviews',
  component: ProductReviews,
  decorators: [
    (Story) => (
      <ProductProviders
        queries={[[['product-reviews', fixtureJacket.slug, 1], fixtureReviewPage(1)]]}
      >
        <Story />
      </ProductProviders>
    ),
  ],
} satisfies Meta<typeof ProductReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories render outside a product URL, so they name the fixture product.
export const SummaryAndReviews: Story = {
  args: { ...presetArgs(productReviews, 'Summary and reviews'), product: fixtureJacket.slug },
};
export const ReviewsOnly: Story = {
  args: { ...presetArgs(productReviews, 'Reviews only'), product: fixtureJacket.slug },
};
