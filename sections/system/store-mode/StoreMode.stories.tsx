import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../../../runtime/api/api-context.tsx';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import { storeMode } from './index.ts';
import StoreMode from './StoreMode.tsx';

const storyApi = {
  post: async () => ({
    status: 'success' as const,
    message: 'Thank you! We will e-mail you as soon as we are open.',
    data: { email: 'you@example.com', already_subscribed: false },
  }),
} as unknown as ApiClient;

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
