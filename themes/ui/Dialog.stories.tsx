import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Theme/Dialog',
  component: Dialog,
  args: {
    title: 'Size chart',
    description: 'Measurements in centimetres.',
    trigger: <Button>Open size chart</Button>,
    children: <p>Chest 96–100, waist 82–86.</p>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {};
export const Open: Story = { args: { defaultOpen: true, size: 'sm' } };
