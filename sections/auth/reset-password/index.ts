import { defineSection } from '../../../registry/index.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { resetLinkOf } from './reset-link.ts';
import { resetPasswordSchema } from './schema.ts';

export const resetPassword = defineSection({
  key: 'reset-password',
  title: 'Reset password',
  group: 'auth',
  schema: resetPasswordSchema,
  component: () => import('./ResetPassword.tsx'),
  // only a reset link's page draws the form; the other account pages never load it
  rendersOn: (url) => resetLinkOf(parsePageLocation(url)) !== null,
  pageTypes: ['account'],
  presets: [
    {
      name: 'Default',
      props: { heading: 'Reset Password', message: 'Choose a new password for your account.' },
    },
  ],
});
