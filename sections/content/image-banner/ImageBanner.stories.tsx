import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import ImageBanner from './ImageBanner.tsx';
import { imageBanner } from './index.ts';

const meta = { title: 'Sections/Content/Image banner', component: ImageBanner } satisfies Meta<
  typeof ImageBanner
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeroWithButton: Story = { args: presetArgs(imageBanner, 'Hero with button') };
export const ImageOnly: Story = { args: presetArgs(imageBanner, 'Image only') };
