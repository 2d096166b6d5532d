import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { websiteUnavailable } from './index.ts';
import WebsiteUnavailable from './WebsiteUnavailable.tsx';

const meta = {
  title: 'Sections/System/Website unavailable',
  component: WebsiteUnavailable,
} satisfies Meta<typeof WebsiteUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InactiveSubscription: Story = {
  args: presetArgs(websiteUnavailable, 'Inactive subscription'),
};
export const NoLicence: Story = { args: presetArgs(websiteUnavailable, 'No licence') };
