import type { Meta, StoryObj } from '@storybook/react-vite';
import { htmlShows, presetArgs, showing } from '../../story-presets.ts';
import { richText } from './index.ts';
import RichText from './RichText.tsx';

const meta = { title: 'Sections/Content/Rich text', component: RichText } satisfies Meta<
  typeof RichText
>;
export default meta;
type Story = StoryObj<typeof meta>;

const headingAndParagraph = presetArgs(richText, 'Heading and paragraph');
const centredStatement = presetArgs(richText, 'Centred statement');

export const HeadingAndParagraph: Story = {
  args: headingAndParagraph,
  parameters: showing({ shows: htmlShows(headingAndParagraph.html) }),
};
export const CentredStatement: Story = {
  args: centredStatement,
  parameters: showing({ shows: htmlShows(centredStatement.html) }),
};
