import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Theme/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <Button variant="secondary">Open menu</Button>,
    children: (
      <ul>
        <li>
          <a href="/shop-online">Shop all</a>
        </li>
        <li>
          <a href="/blogs">Journal</a>
        </li>
      </ul>
    ),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheLeft: Story = { args: { side: 'left' } };
export const FromTheRight: Story = { args: { side: 'right' } };
export const FromTheBottom: Story = { args: { side: 'bottom' } };
