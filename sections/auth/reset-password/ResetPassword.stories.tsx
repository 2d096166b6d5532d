import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { authApi, authValues, SectionProviders } from '../auth-fixtures.tsx';
import { resetPassword } from './index.ts';
import { ResetPasswordPage } from './ResetPassword.tsx';

// The section shows only on a reset link's path; the story renders its page for one link.
const link = { email: 'demo@northwind.test', token: 'story-token' };

const meta = {
  title: 'Sections/Auth/Reset password',
  component: ResetPasswordPage,
  decorators: [
    (Story) => (
      <SectionProviders
        api={authApi({ 'POST /api/auth/reset-complete': () => null })}
        values={authValues()}
      >
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(resetPassword, 'Default');

/** The preset's heading and message, the link's e-mail and the form. */
export const Default: Story = {
  args: { ...byDefault, ...link },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: byDefault.heading },
      byDefault.message,
      link.email,
      { role: 'button', name: 'Reset Password' },
    ],
  }),
};
