import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { spacer } from './index.ts';
import Spacer, { SPACER_HEIGHTS } from './Spacer.tsx';

const meta = { title: 'Sections/Content/Spacer', component: Spacer } satisfies Meta<typeof Spacer>;
export default meta;
type Story = StoryObj<typeof meta>;

const medium = presetArgs(spacer, 'Medium');
const large = presetArgs(spacer, 'Large');

export const Medium: Story = {
  args: medium,
  parameters: showing({ shows: [{ height: SPACER_HEIGHTS[medium.size] }] }),
};
export const Large: Story = {
  args: large,
  parameters: showing({ shows: [{ height: SPACER_HEIGHTS[large.size] }] }),
};
