import type { Meta, StoryObj } from '@storybook/react-vite';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { OrdersPanel } from './AccountOrders.tsx';
import { accountOrders } from './index.ts';
import { demoOrders, fixtureOrderDetail, fixtureOrdersPage } from './order-fixtures.ts';

// The section shows only on /account/orders; the story renders its panel with the demo
// customer's five orders.
const list = demoOrders();
const shipped = list.find((order) => order.status === 'shipped');

const meta = {
  title: 'Sections/Account/Orders & Refunds',
  component: OrdersPanel,
  decorators: [
    (Story) => (
      <SectionProviders
        api={routeApi({
          [routeOf(orders.list)]: fixtureOrdersPage(list),
          ...(shipped && { [routeOf(orders.detail)]: fixtureOrderDetail(shipped) }),
        })}
        values={authValues({ enable_cancel_order: true, enable_refund: true }, demoCustomer)}
      >
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof OrdersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(accountOrders, 'Default');

/** The five orders, newest first, NW100005 cancellable (the page's h1 is account-heading's). */
export const Default: Story = {
  args: { ...byDefault, page: 1 },
  parameters: showing({
    shows: [
      { role: 'heading', level: 2, name: 'Order NW100005' },
      { role: 'heading', level: 2, name: 'Order NW100001' },
      { role: 'button', name: 'Cancel order NW100005' },
      { href: '/track-order/NW1234567840' },
    ],
  }),
};
