import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { LayoutProviders } from '../layout-fixtures.tsx';
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

export const ContactsAndLinks: Story = { args: presetArgs(topbar, 'Contacts and links') };
export const TextOnly: Story = { args: presetArgs(topbar, 'Text only') };
