import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  accountApi,
  authValues,
  fixtureAccessLogs,
  SectionProviders,
} from '../shared/account-fixtures.tsx';
import { SecurityPanel } from './AccountSecurity.tsx';
import { accountSecurity } from './index.ts';

const meta = {
  title: 'Sections/Account/Account security',
  component: SecurityPanel,
  decorators: [
    (Story) => (
      <SectionProviders api={accountApi({ logs: fixtureAccessLogs(12) })} values={authValues()}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof SecurityPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const ten = presetArgs(accountSecurity, 'Ten sign-ins a page');
const five = presetArgs(accountSecurity, 'Five sign-ins a page');

/** The change-password form and the first ten of twelve sign-ins. */
export const TenSignInsAPage: Story = {
  args: { logsPerPage: ten.logs_per_page },
  parameters: showing({
    shows: [
      { role: 'button', name: 'Change password' },
      'Chrome on Windows',
      'IP 203.0.113.12',
      'Page 1 of 2',
    ],
  }),
};

/** Five sign-ins a page. */
export const FiveSignInsAPage: Story = {
  args: { logsPerPage: five.logs_per_page },
  parameters: showing({ shows: ['Safari on iPhone', 'Page 1 of 3'] }),
};
