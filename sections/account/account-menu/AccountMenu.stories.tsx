import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_PANELS } from '../../../runtime/routing/account-panels.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { accountApi, authValues, SectionProviders } from '../shared/account-fixtures.tsx';
import { AccountMenuView } from './AccountMenu.tsx';
import { accountMenu } from './index.ts';

// The section shows the menu on account pages only; the stories render it for the profile page.
const meta = {
  title: 'Sections/Account/Account menu',
  component: AccountMenuView,
  decorators: [
    (Story) => (
      <SectionProviders api={accountApi()} values={authValues()}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof AccountMenuView>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(accountMenu, 'Default');
const menuOnly = presetArgs(accountMenu, 'Menu only');

/** Every group and entry, the customer's name and Logout; Profile is the current page. */
export const Default: Story = {
  args: {
    current: ACCOUNT_PANELS.profile,
    showGreeting: byDefault.show_greeting,
    showLogout: byDefault.show_logout,
  },
  parameters: showing({
    shows: [
      { role: 'navigation', name: 'Account' },
      { role: 'link', name: 'Dashboard' },
      { role: 'link', name: 'Orders & Refunds' },
      { role: 'button', name: 'Logout' },
      'Asha Verma',
    ],
  }),
};

/** The entries alone. */
export const MenuOnly: Story = {
  args: {
    current: ACCOUNT_PANELS.orders,
    showGreeting: menuOnly.show_greeting,
    showLogout: menuOnly.show_logout,
  },
  parameters: showing({
    shows: [{ role: 'link', name: 'Wishlist' }, { href: '/account/addresses' }],
    hides: [{ role: 'button', name: 'Logout' }, 'Asha Verma'],
  }),
};
