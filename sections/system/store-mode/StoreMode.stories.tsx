import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../../../runtime/api/api-context.tsx';
import { routeApi } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs } from '../../story-presets.ts';
import { storeMode } from './index.ts';
import StoreMode from './StoreMode.tsx';

const storyApi = routeApi({
  'POST /api/storefront/subscribe-to-mode': { email: 'you@example.com', already_subscribed: false },
});

const meta = {
  title: 'Sections/System/Store mode',
  component: StoreMode,
  decorators: [
    (Story) => (
      <ApiProvider value={storyApi}>
        <Story />
      </ApiProvider>
    ),
  ],
} satisfies Meta<typeof StoreMode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = { args: presetArgs(storeMode, 'Coming Soon') };
export const UnderMaintenance: Story = { args: presetArgs(storeMode, 'Under Maintenance') };
