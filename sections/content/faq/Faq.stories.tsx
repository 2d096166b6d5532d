import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import { ContentProviders, fixtureFaq } from '../content-fixtures.tsx';
import Faq from './Faq.tsx';
import { faq } from './index.ts';

const meta = {
  title: 'Sections/Content/FAQ',
  component: Faq,
  decorators: [
    (Story) => (
      <ContentProviders queries={[[['faq', 'general'], fixtureFaq]]}>
        <Story />
      </ContentProviders>
    ),
  ],
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

const withTitle = presetArgs(faq, 'Questions with their title');
const underHeading = presetArgs(faq, 'Under the page heading, first answer open');
const questions = fixtureFaq.items.map((item): Shown => item.question);

export const QuestionsWithTheirTitle: Story = {
  args: withTitle,
  parameters: showing({
    shows: [{ role: 'heading', name: fixtureFaq.title }, ...questions],
  }),
};
export const UnderThePageHeadingFirstAnswerOpen: Story = {
  args: underHeading,
  parameters: showing({
    shows: [{ role: 'region', name: fixtureFaq.title }, ...questions, '4 to 7 days'],
    hides: [{ role: 'heading', name: fixtureFaq.title }],
  }),
};
