import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { websiteUnavailable } from './index.ts';
import WebsiteUnavailable from './WebsiteUnavailable.tsx';

const meta = {
  title: 'Sections/System/Website unavailable',
  component: WebsiteUnavailable,
} satisfies Meta<typeof WebsiteUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

const inactive = presetArgs(websiteUnavailable, 'Inactive subscription');
const noLicence = presetArgs(websiteUnavailable, 'No licence');

/** The heading, and the support link where the preset gives an address to write to. */
function expectations(props: typeof inactive) {
  const support = { role: 'link', name: new RegExp(`^${props.support_label}`) } as const;
  return showing({
    shows: [
      { role: 'heading', level: 1, name: props.heading },
      ...(props.support_email ? [support, { href: `mailto:${props.support_email}` }] : []),
    ],
    hides: props.support_email ? [] : [support],
  });
}

export const InactiveSubscription: Story = { args: inactive, parameters: expectations(inactive) };
export const NoLicence: Story = { args: noLicence, parameters: expectations(noLicence) };
