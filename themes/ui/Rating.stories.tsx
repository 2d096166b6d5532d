import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rating } from './Rating.tsx';

const meta = { title: 'Theme/Rating', component: Rating, args: { value: 4.5 } } satisfies Meta<
  typeof Rating
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourAndAHalf: Story = {};
export const Large: Story = { args: { value: 3, size: 28 } };
