import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { AccountPlaceholderNote } from './AccountPlaceholder.tsx';
import { accountPlaceholder } from './index.ts';

const meta = {
  title: 'Sections/Account/Account page placeholder',
  component: AccountPlaceholderNote,
} satisfies Meta<typeof AccountPlaceholderNote>;
export default meta;
type Story = StoryObj<typeof meta>;

const addresses = presetArgs(accountPlaceholder, 'Addresses coming soon');

/** The note on /account/addresses until the address book is placed. */
export const AddressesComingSoon: Story = {
  args: { message: addresses.message },
  parameters: showing({ shows: [addresses.message] }),
};
