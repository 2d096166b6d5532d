import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { fixtureJacket, fixtureReviewPage, ProductProviders } from '../product-fixtures.tsx';
import { productReviews } from './index.ts';
import ProductReviews from './ProductReviews.tsx';

const firstPage = fixtureReviewPage(1);

const meta = {
  title: 'Sections/Product/Product reviews',
  component: ProductReviews,
  decorators: [
    (Story) => (
      <ProductProviders queries={[[['product-reviews', fixtureJacket.slug, 1], firstPage]]}>
        <Story />
      </ProductProviders>
    ),
  ],
} satisfies Meta<typeof ProductReviews>;
export default meta;
type Story = StoryObj<typeof meta>;

const withSummary = presetArgs(productReviews, 'Summary and reviews');
const reviewsOnly = presetArgs(productReviews, 'Reviews only');

/** The heading, the first page's reviews, and the rating summary where the preset shows it. */
function expectations(props: typeof withSummary) {
  const summary = { role: 'list', name: 'Reviews by rating' } as const;
  return showing({
    shows: [
      { role: 'heading', name: props.heading },
      ...firstPage.reviews.map((review) => ({ role: 'heading' as const, name: review.title })),
      ...(props.show_summary ? [summary] : []),
    ],
    hides: props.show_summary ? [] : [summary],
  });
}

// Stories render outside a product URL, so they name the fixture product.
export const SummaryAndReviews: Story = {
  args: { ...withSummary, product: fixtureJacket.slug },
  parameters: expectations(withSummary),
};
export const ReviewsOnly: Story = {
  args: { ...reviewsOnly, product: fixtureJacket.slug },
  parameters: expectations(reviewsOnly),
};
