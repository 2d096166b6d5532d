import { mediaUrl } from '../media.ts';
import { sceneImage } from '../scenes.ts';

/** The home page slider: the store's hero first, then the season's picks. */
export const sliders = [
  {
    id: 'home',
    name: 'Home slider',
    interval_ms: 6000,
    slides: [
      {
        title: 'Gear for every trail',
        subtitle: 'Jackets, packs and layers tested from the Western Ghats to the Himalaya.',
        image: {
          src: mediaUrl('hero.svg'),
          alt: 'Mountains at sunrise above a pine forest and a still lake',
          width: 1600,
          height: 700,
        },
        button_label: 'Shop the range',
        url: '/shop-online',
      },
      {
        title: 'Ready for the monsoon',
        subtitle: 'Waterproof jackets, grippy shoes and dry bags for the wettest trails.',
        image: sceneImage('slide-monsoon.svg'),
        button_label: 'Shop rain gear',
        url: '/product-category/rain-jackets',
      },
      {
        title: 'Built for the high passes',
        subtitle: 'Down, shells and boots tested in Ladakh and Spiti.',
        image: sceneImage('slide-himalaya.svg'),
        button_label: 'Shop best sellers',
        url: '/product-collection/best-sellers',
      },
      {
        title: 'Nights under the stars',
        subtitle: 'Tents, head torches and camp comforts.',
        image: sceneImage('slide-camp.svg'),
        button_label: 'Shop tents',
        url: '/product-category/tents',
      },
    ],
  },
];
