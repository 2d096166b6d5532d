import { defineSection } from '../../../registry/index.ts';
import { resetPasswordSchema } from './schema.ts';

export const resetPassword = defineSection({
  key: 'reset-password',
  title: 'Reset password',
  group: 'auth',
  schema: resetPasswordSchema,
  component: () => import('./ResetPassword.tsx'),
  pageTypes: ['account'],
  presets: [
    {
      name: 'Default',
      props: { heading: 'Reset Password', message: 'Choose a new password for your account.' },
    },
  ],
});
