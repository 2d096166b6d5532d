import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../../../runtime/api/api-context.tsx';
import { routeApi } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
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

const comingSoon = presetArgs(storeMode, 'Coming Soon');
const underMaintenance = presetArgs(storeMode, 'Under Maintenance');

/** The mode as the heading, and the subscribe form's text and button where the preset shows it. */
function expectations(props: typeof comingSoon) {
  const subscribe = [props.subscribe_text, { role: 'button', name: props.button_label }] as const;
  return showing({
    shows: [
      { role: 'heading', level: 1, name: props.mode },
      ...(props.show_subscribe ? subscribe : []),
    ],
    hides: props.show_subscribe ? [] : subscribe,
  });
}

export const ComingSoon: Story = { args: comingSoon, parameters: expectations(comingSoon) };
export const UnderMaintenance: Story = {
  args: underMaintenance,
  parameters: expectations(underMaintenance),
};
