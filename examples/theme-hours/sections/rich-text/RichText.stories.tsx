import type { Meta, StoryObj } from '@storybook/react-vite';
import { htmlShows, presetArgs, showing } from '../../../../sections/story-presets.ts';
import { richTextCard } from './index.ts';
import RichText from './RichText.tsx';

const meta = { title: 'Theme Hours/Rich text (card)', component: RichText } satisfies Meta<
  typeof RichText
>;
export default meta;
type Story = StoryObj<typeof meta>;

const headingAndParagraph = presetArgs(richTextCard, 'Heading and paragraph');
const centredStatement = presetArgs(richTextCard, 'Centred statement');

export const HeadingAndParagraph: Story = {
  args: headingAndParagraph,
  parameters: showing({ shows: htmlShows(headingAndParagraph.html) }),
};
export const CentredStatement: Story = {
  args: centredStatement,
  parameters: showing({ shows: htmlShows(centredStatement.html) }),
};
