import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { LayoutProviders } from '../layout-fixtures.tsx';
import { storeNotice } from './index.ts';
import StoreNotice from './StoreNotice.tsx';

const meta = {
  title: 'Sections/Layout/Store notice',
  component: StoreNotice,
  decorators: [
    (Story) => (
      <LayoutProviders>
        <Story />
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof StoreNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromStoreSettings: Story = { args: presetArgs(storeNotice, 'From store settings') };
export const SaleAnnouncement: Story = { args: presetArgs(storeNotice, 'Sale announcement') };
