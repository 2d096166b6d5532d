import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { fixtureInitialValues, LayoutProviders } from '../layout-fixtures.tsx';
import { topbar } from './index.ts';
import Topbar from './Topbar.tsx';

const meta = {
  title: 'Sections/Layout/Topbar',
  component: Topbar,
  decorators: [
    (Story) => (
      <LayoutProviders>
        <Story />
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof Topbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const contactsAndLinks = presetArgs(topbar, 'Contacts and links');
const textOnly = presetArgs(topbar, 'Text only');
const { settings } = fixtureInitialValues;
const contacts = [settings.store_phone, { href: `mailto:${settings.store_email}` }] as const;

export const ContactsAndLinks: Story = {
  args: contactsAndLinks,
  parameters: showing({
    shows: [
      contactsAndLinks.text,
      ...contacts,
      ...contactsAndLinks.links.map((link) => ({ role: 'link' as const, name: link.label })),
    ],
  }),
};
export const TextOnly: Story = {
  args: textOnly,
  parameters: showing({ shows: [textOnly.text], hides: [...contacts, { role: 'link' }] }),
};
