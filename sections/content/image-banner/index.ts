import { defineSection } from '../../../registry/index.ts';
import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as media from '../../../schemas/api/endpoints/media.ts';
import { imageBannerSchema } from './schema.ts';

export const imageBanner = defineSection({
  key: 'image-banner',
  title: 'Image banner',
  group: 'content',
  schema: imageBannerSchema,
  component: () => import('./ImageBanner.tsx'),
  // display only, complete in the server's HTML: below the first screen its code loads when a
  // shopper turns to it (a click made before is held and replayed, decision 0011)
  hydrate: 'intent',
  presets: [
    {
      name: 'Hero with button',
      props: {
        image: {
          src: endpointUrl(media.file, { params: { file: 'hero.svg' } }),
          alt: 'Hikers on a ridge at sunrise',
          width: 1600,
          height: 700,
        },
        heading: 'Gear for every trail',
        text: 'Jackets, packs and boots tested in the hills.',
        cta: { label: 'Shop now', href: '/shop-online' },
        align: 'left',
        height: 'large',
        priority: true,
      },
    },
    {
      name: 'Image only',
      props: {
        image: {
          src: endpointUrl(media.file, { params: { file: 'about.svg' } }),
          alt: '',
          width: 1200,
          height: 600,
        },
        align: 'center',
        height: 'medium',
        priority: false,
      },
    },
  ],
});
