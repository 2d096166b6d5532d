import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { richText } from './index.ts';
import RichText from './RichText.tsx';

const meta = { title: 'Sections/Content/Rich text', component: RichText } satisfies Meta<
  typeof RichText
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingAndParagraph: Story = { args: presetArgs(richText, 'Heading and paragraph') };
export const CentredStatement: Story = { args: presetArgs(richText, 'Centred statement') };
