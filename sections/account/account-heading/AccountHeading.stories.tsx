import type { Meta, StoryObj } from '@storybook/react-vite';
import { ACCOUNT_PANELS } from '../../../runtime/routing/account-panels.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { AccountHeadingView } from './AccountHeading.tsx';
import { accountHeading } from './index.ts';

const meta = {
  title: 'Sections/Account/Account page heading',
  component: AccountHeadingView,
} satisfies Meta<typeof AccountHeadingView>;
export default meta;
type Story = StoryObj<typeof meta>;

const full = presetArgs(accountHeading, 'Title and description');
const titleOnly = presetArgs(accountHeading, 'Title only');

/** The orders page: 'Orders & Refunds', described as 'Track/Manage your orders' (spec §2). */
export const TitleAndDescription: Story = {
  args: { panel: ACCOUNT_PANELS.orders, showDescription: full.show_description },
  parameters: showing({
    shows: [{ role: 'heading', level: 1, name: 'Orders & Refunds' }, 'Track/Manage your orders'],
  }),
};

/** The dashboard's title alone. */
export const TitleOnly: Story = {
  args: { panel: ACCOUNT_PANELS.dashboard, showDescription: titleOnly.show_description },
  parameters: showing({
    shows: [{ role: 'heading', level: 1, name: 'Account Overview' }],
    hides: [ACCOUNT_PANELS.dashboard.description],
  }),
};
