import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price.tsx';

const meta = {
  title: 'Theme/Price',
  component: Price,
  args: { amount: 2999, currency: 'INR' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const OnSale: Story = { args: { amount: 1999, listPrice: 2999 } };
export const OtherCurrency: Story = { args: { amount: 49.5, currency: 'EUR', locale: 'de-DE' } };
