import { defineSection } from '../../../registry/index.ts';
import { passwordGateSchema } from './schema.ts';

export const passwordGate = defineSection({
  key: 'password-gate',
  title: 'Password gate',
  group: 'system',
  schema: passwordGateSchema,
  component: () => import('./PasswordGate.tsx'),
  pageTypes: ['gate'],
  presets: [
    {
      name: 'Default',
      props: {
        heading: 'This store is password protected',
        message: 'Enter the store password to continue.',
        button_label: 'Enter store',
      },
    },
    {
      name: 'Private preview',
      props: {
        heading: 'Private preview',
        message:
          'Our new collection is open to members first. Enter the password from your invitation.',
        button_label: 'Let me in',
      },
    },
  ],
});
