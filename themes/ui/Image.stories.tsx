import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image.tsx';

const meta = {
  title: 'Theme/Image',
  component: Image,
  args: { src: '/api/media/logo.svg', alt: 'Northwind Outfitters', width: 180, height: 48 },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logo: Story = {};
export const AboveTheFold: Story = { args: { priority: true } };
