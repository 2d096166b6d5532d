import { defineSection } from '../../../registry/index.ts';
import { mapEmbedSchema } from './schema.ts';

export const mapEmbed = defineSection({
  key: 'map-embed',
  title: 'Map',
  group: 'content',
  schema: mapEmbedSchema,
  component: () => import('./MapEmbed.tsx'),
  presets: [
    {
      name: 'Store map',
      props: { heading: 'Find us', map_url: '', address: '', height: 400 },
    },
  ],
});
