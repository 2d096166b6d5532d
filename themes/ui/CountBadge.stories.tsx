import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge, countedName } from './CountBadge.tsx';
import { Icon } from './Icon.tsx';

const meta = {
  title: 'Theme/CountBadge',
  component: CountBadge,
  args: { count: 3 },
  render: (args) => (
    <a
      href="/cart"
      aria-label={countedName('Cart', args.count)}
      style={{ position: 'relative', display: 'inline-flex', padding: 10 }}
    >
      <Icon name="cart" />
      <CountBadge {...args} />
    </a>
  ),
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {};
export const Many: Story = { args: { count: 150 } };
