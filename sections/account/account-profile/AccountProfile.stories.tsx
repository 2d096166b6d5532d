import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { accountApi, authValues, SectionProviders } from '../shared/account-fixtures.tsx';
import { ProfilePanel } from './AccountProfile.tsx';
import { accountProfile } from './index.ts';

const meta = {
  title: 'Sections/Account/Account profile',
  component: ProfilePanel,
  decorators: [
    (Story) => (
      <SectionProviders api={accountApi()} values={authValues()}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof ProfilePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(accountProfile, 'Default');

/** The demo customer's details, the phone verified. */
export const Default: Story = {
  args: byDefault,
  parameters: showing({
    shows: [
      { role: 'heading', level: 2, name: byDefault.heading },
      { role: 'textbox', name: 'First name' },
      'Verified',
      { role: 'button', name: 'Save changes' },
    ],
    hides: [{ role: 'button', name: 'Verify' }],
  }),
};
