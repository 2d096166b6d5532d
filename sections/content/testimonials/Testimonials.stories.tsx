import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import { ContentProviders, fixtureTestimonials } from '../content-fixtures.tsx';
import { CAROUSEL_LABELS } from '../shared/Carousel.tsx';
import { testimonials } from './index.ts';
import Testimonials from './Testimonials.tsx';

const meta = {
  title: 'Sections/Content/Testimonials',
  component: Testimonials,
  decorators: [
    (Story) => (
      <ContentProviders queries={[[['testimonials', 'home'], fixtureTestimonials]]}>
        <Story />
      </ContentProviders>
    ),
  ],
} satisfies Meta<typeof Testimonials>;
export default meta;
type Story = StoryObj<typeof meta>;

const quoteGrid = presetArgs(testimonials, 'Quote grid');
const quoteCarousel = presetArgs(testimonials, 'Quote carousel');
const [first] = fixtureTestimonials.testimonials;

export const QuoteGrid: Story = {
  args: quoteGrid,
  parameters: showing({
    shows: [
      { role: 'heading', name: quoteGrid.heading },
      ...fixtureTestimonials.testimonials.map((quote): Shown => quote.name),
      { role: 'img', name: 'Rated 4.0 out of 5' },
    ],
    hides: [{ role: 'button', name: CAROUSEL_LABELS.next }],
  }),
};
export const QuoteCarousel: Story = {
  args: quoteCarousel,
  parameters: showing({
    shows: [
      { role: 'region', name: quoteCarousel.heading },
      first?.name ?? '',
      { role: 'button', name: CAROUSEL_LABELS.pause },
      { role: 'button', name: CAROUSEL_LABELS.next },
    ],
    // the other quotes are in the markup, hidden: the grid's layout is not
    hides: [{ role: 'list' }],
  }),
};
