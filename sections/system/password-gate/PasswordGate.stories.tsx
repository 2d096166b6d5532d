import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiProvider } from '../../../runtime/api/api-context.tsx';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { routeApi } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
import { passwordGate } from './index.ts';
import PasswordGate from './PasswordGate.tsx';

// In stories the password is "preview"; anything else is refused like the API would.
const storyApi = routeApi({
  'POST /api/storefront/verify-password': ({ body }: { body?: unknown }) => {
    const { password } = (body ?? {}) as { password?: string };
    if (password !== 'preview') {
      throw new ApiError('Incorrect password', {
        status: 422,
        fieldErrors: { password: ['Incorrect password'] },
      });
    }
    return { unlocked: true };
  },
});

const meta = {
  title: 'Sections/System/Password gate',
  component: PasswordGate,
  decorators: [
    (Story) => (
      <ApiProvider value={storyApi}>
        <Story />
      </ApiProvider>
    ),
  ],
} satisfies Meta<typeof PasswordGate>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(passwordGate, 'Default');
const privatePreview = presetArgs(passwordGate, 'Private preview');

/** The preset's heading, message and button. */
const expectations = (props: typeof byDefault) =>
  showing({
    shows: [
      { role: 'heading', level: 1, name: props.heading },
      props.message,
      { role: 'button', name: props.button_label },
    ],
  });

export const Default: Story = { args: byDefault, parameters: expectations(byDefault) };
export const PrivatePreview: Story = {
  args: privatePreview,
  parameters: expectations(privatePreview),
};
