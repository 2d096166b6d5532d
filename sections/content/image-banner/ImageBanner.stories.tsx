import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import ImageBanner from './ImageBanner.tsx';
import { imageBanner } from './index.ts';

const meta = { title: 'Sections/Content/Image banner', component: ImageBanner } satisfies Meta<
  typeof ImageBanner
>;
export default meta;
type Story = StoryObj<typeof meta>;

const hero = presetArgs(imageBanner, 'Hero with button');
const imageOnly = presetArgs(imageBanner, 'Image only');

export const HeroWithButton: Story = {
  args: hero,
  parameters: showing({
    shows: [
      { role: 'img', name: hero.image.alt },
      { role: 'heading', name: String(hero.heading) },
      String(hero.text),
      { role: 'link', name: String(hero.cta?.label) },
      { href: String(hero.cta?.href) },
    ],
  }),
};
export const ImageOnly: Story = {
  args: imageOnly,
  parameters: showing({
    shows: [{ image: imageOnly.image.src }],
    hides: [{ role: 'heading' }, { role: 'link' }],
  }),
};
