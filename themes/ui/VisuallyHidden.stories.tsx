import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Theme/VisuallyHidden',
  component: VisuallyHidden,
  render: () => (
    <button type="button">
      <Icon name="cart" />
      <VisuallyHidden>Cart</VisuallyHidden>
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IconButtonLabel: Story = {};
