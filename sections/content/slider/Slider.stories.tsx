import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { ContentProviders, fixtureSlider } from '../content-fixtures.tsx';
import { CAROUSEL_LABELS } from '../shared/Carousel.tsx';
import { slider } from './index.ts';
import Slider from './Slider.tsx';

const meta = {
  title: 'Sections/Content/Slider',
  component: Slider,
  decorators: [
    (Story) => (
      <ContentProviders queries={[[['slider', 'home'], fixtureSlider]]}>
        <Story />
      </ContentProviders>
    ),
  ],
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

const heroSlider = presetArgs(slider, 'Hero slider');
const stillBannerRow = presetArgs(slider, 'Still banner row');
const [first] = fixtureSlider.slides;

/** The carousel named by its label, its first slide with its button, and its buttons. */
function expectations(props: typeof heroSlider) {
  return showing({
    shows: [
      { role: 'region', name: props.label },
      { role: 'heading', name: first?.title ?? '' },
      { href: first?.url ?? '' },
      { image: first?.image.src ?? '' },
      { role: 'button', name: CAROUSEL_LABELS.next },
    ],
    // a slider that stands still has nothing to pause
    hides: props.autoplay ? [] : [{ role: 'button', name: CAROUSEL_LABELS.pause }],
  });
}

export const HeroSlider: Story = { args: heroSlider, parameters: expectations(heroSlider) };
export const StillBannerRow: Story = {
  args: stillBannerRow,
  parameters: expectations(stillBannerRow),
};
