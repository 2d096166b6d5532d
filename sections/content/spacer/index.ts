import { defineSection } from '../../../registry/index.ts';
import { spacerSchema } from './schema.ts';

export const spacer = defineSection({
  key: 'spacer',
  title: 'Spacer',
  group: 'content',
  schema: spacerSchema,
  component: () => import('./Spacer.tsx'),
  presets: [
    { name: 'Medium', props: { size: 'md' } },
    { name: 'Large', props: { size: 'lg' } },
  ],
});
