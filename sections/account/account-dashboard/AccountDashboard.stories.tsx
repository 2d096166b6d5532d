import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { accountApi, authValues, SectionProviders } from '../shared/account-fixtures.tsx';
import { DashboardPanel } from './AccountDashboard.tsx';
import { accountDashboard } from './index.ts';

const meta = {
  title: 'Sections/Account/Account dashboard',
  component: DashboardPanel,
  decorators: [
    (Story) => (
      <SectionProviders api={accountApi()} values={authValues()}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof DashboardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const three = presetArgs(accountDashboard, 'Latest three orders');
const five = presetArgs(accountDashboard, 'Latest five orders');

/** The demo customer: greeting, three latest orders, default addresses, wishlist count. */
export const LatestThreeOrders: Story = {
  args: { recentOrders: three.recent_orders },
  parameters: showing({
    shows: [
      'Hello, Asha!',
      { role: 'link', name: 'Order NW100005' },
      { role: 'link', name: 'Order NW100003' },
      'Shipping address',
      'saved products',
    ],
    hides: [{ role: 'link', name: 'Order NW100002' }],
  }),
};

/** Up to five orders (the demo customer has four). */
export const LatestFiveOrders: Story = {
  args: { recentOrders: five.recent_orders },
  parameters: showing({
    shows: [{ role: 'link', name: 'Order NW100002' }, { href: '/account/orders' }],
  }),
};
