import { defineSection } from '../../../registry/index.ts';
import { authDialogsSchema } from './schema.ts';

export const authDialogs = defineSection({
  key: 'auth-dialogs',
  title: 'Login and register dialogs',
  group: 'auth',
  schema: authDialogsSchema,
  component: () => import('./AuthDialogs.tsx'),
  // in the layout of every page and hydrated with it: its code ships with the shell (decision 0019)
  bundle: 'shell',
  presets: [
    { name: 'Default', props: { resend_seconds: 30, login_note: '', register_note: '' } },
    {
      name: 'With notes',
      props: {
        resend_seconds: 45,
        login_note: 'Log in to see your orders and saved items.',
        register_note: 'New here? It takes a minute.',
      },
    },
  ],
});
