import { sceneImage } from '../scenes.ts';

/** The home page slider. */
export const sliders = [
  {
    id: 'home',
    name: 'Home slider',
    interval_ms: 6000,
    slides: [
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
