import { defineSection } from '../../../registry/index.ts';
import { spacerSchema } from './schema.ts';

export const spacer = defineSection({
  key: 'spacer',
  title: 'Spacer',
  group: 'content',
  schema: spacerSchema,
  component: () => import('./Spacer.tsx'),
  // display only, complete in the server's HTML: below the first screen its code loads when a
  // shopper turns to it (a click made before is held and replayed, decision 0011)
  hydrate: 'intent',
  presets: [
    { name: 'Medium', props: { size: 'md' } },
    { name: 'Large', props: { size: 'lg' } },
  ],
});
