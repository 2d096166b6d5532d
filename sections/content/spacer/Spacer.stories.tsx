import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { spacer } from './index.ts';
import Spacer from './Spacer.tsx';

const meta = { title: 'Sections/Content/Spacer', component: Spacer } satisfies Meta<typeof Spacer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = { args: presetArgs(spacer, 'Medium') };
export const Large: Story = { args: presetArgs(spacer, 'Large') };
