import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { FormsProviders } from '../forms-fixtures.tsx';
import EmailSubscription from './EmailSubscription.tsx';
import { emailSubscription } from './index.ts';

const meta = {
  title: 'Sections/Forms/E-mail subscription',
  component: EmailSubscription,
  decorators: [
    (Story) => (
      <FormsProviders>
        <Story />
      </FormsProviders>
    ),
  ],
} satisfies Meta<typeof EmailSubscription>;
export default meta;
type Story = StoryObj<typeof meta>;

const newsletter = presetArgs(emailSubscription, 'Newsletter');

/** The newsletter box with the emailSubscription plugin installed. */
export const Newsletter: Story = {
  args: newsletter,
  parameters: showing({
    shows: [
      { role: 'heading', name: newsletter.heading },
      newsletter.text,
      { role: 'textbox', name: 'Email address' },
      { role: 'button', name: newsletter.button_label },
    ],
  }),
};
