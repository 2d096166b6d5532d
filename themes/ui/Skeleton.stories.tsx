import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Theme/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 160 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const TextLine: Story = { args: { shape: 'text', width: '60%', height: '1em' } };
export const Avatar: Story = { args: { shape: 'circle', width: 48, height: 48 } };
