import type { Meta, StoryObj } from '@storybook/react-vite';
import { endpointUrl } from '../../schemas/api/endpoint.ts';
import * as media from '../../schemas/api/endpoints/media.ts';
import { Image } from './Image.tsx';

const meta = {
  title: 'Theme/Image',
  component: Image,
  args: {
    src: endpointUrl(media.file, { params: { file: 'logo.svg' } }),
    alt: 'Northwind Outfitters',
    width: 180,
    height: 48,
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Logo: Story = {};
export const AboveTheFold: Story = { args: { priority: true } };
