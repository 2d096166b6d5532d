import type { Meta, StoryObj } from '@storybook/react-vite';
import { openLogin, openRegister } from '../../../runtime/commerce/auth/auth-dialog.ts';
import { Button, styled } from '../../../themes/index.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { authApi, authValues, SectionProviders } from '../auth-fixtures.tsx';
import AuthDialogs from './AuthDialogs.tsx';
import { authDialogs } from './index.ts';

// The story's API answers like the reference API for the demo customer: demo@northwind.test /
// Demo@1234, or phone 9876543210 with the code 1234.

const Openers = styled('div', { display: 'flex', gap: '$3', padding: '$5' });

const meta = {
  title: 'Sections/Auth/Login and register dialogs',
  component: AuthDialogs,
  decorators: [
    (Story) => (
      <SectionProviders api={authApi()} values={authValues()}>
        <Openers>
          <Button onClick={() => openLogin()}>Open Login</Button>
          <Button variant="secondary" onClick={() => openRegister()}>
            Open Register
          </Button>
        </Openers>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof AuthDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

// The dialogs open over the page (a portal), from the story's own openers: until then the
// section shows nothing, which is what a page shows before a shopper asks to log in.
const openers = showing({
  shows: [
    { role: 'button', name: 'Open Login' },
    { role: 'button', name: 'Open Register' },
  ],
  hides: [{ role: 'dialog' }],
});

export const Default: Story = { args: presetArgs(authDialogs, 'Default'), parameters: openers };
export const WithNotes: Story = {
  args: presetArgs(authDialogs, 'With notes'),
  parameters: openers,
};
