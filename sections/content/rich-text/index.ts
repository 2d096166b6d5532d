import { defineSection } from '../../../registry/index.ts';
import { richTextSchema } from './schema.ts';

export const richText = defineSection({
  key: 'rich-text',
  title: 'Rich text',
  group: 'content',
  schema: richTextSchema,
  component: () => import('./RichText.tsx'),
  // display only, complete in the server's HTML: below the first screen its code loads when a
  // shopper turns to it (a click made before is held and replayed, decision 0011)
  hydrate: 'intent',
  presets: [
    {
      name: 'Heading and paragraph',
      props: {
        html: '<h2>Made for the outdoors</h2><p>Tell shoppers what makes your store different.</p>',
        align: 'left',
        width: 'normal',
      },
    },
    {
      name: 'Centred statement',
      props: {
        html: '<p><strong>Free shipping</strong> on orders over ₹999.</p>',
        align: 'center',
        width: 'narrow',
      },
    },
  ],
});
