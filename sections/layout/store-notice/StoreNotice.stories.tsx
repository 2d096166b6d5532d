import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { fixtureInitialValues, LayoutProviders } from '../layout-fixtures.tsx';
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

const fromSettings = presetArgs(storeNotice, 'From store settings');
const sale = presetArgs(storeNotice, 'Sale announcement');
const { storefront } = fixtureInitialValues;

// An empty preset shows the notice of the store's settings.
export const FromStoreSettings: Story = {
  args: fromSettings,
  parameters: showing({
    shows: [
      { role: 'link', name: storefront.store_notice_message },
      { href: `/${storefront.store_notice_page_slug}` },
    ],
  }),
};
export const SaleAnnouncement: Story = {
  args: sale,
  parameters: showing({
    shows: [
      { role: 'link', name: String(sale.message) },
      { href: `/${sale.link}` },
      { role: 'button', name: 'Close notice' },
    ],
  }),
};
