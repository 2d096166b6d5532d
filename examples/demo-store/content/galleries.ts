import { PRODUCT_ART_SIZE, productArtFile } from '../catalogue/product-art.ts';
import { mediaUrl } from '../media.ts';
import { sceneImage } from '../scenes.ts';

const art = (file: string, alt: string) => ({
  src: mediaUrl(file),
  alt,
  width: PRODUCT_ART_SIZE,
  height: PRODUCT_ART_SIZE,
});

/** A lookbook gallery and the design ideas of the customisable cap. */
export const galleries = [
  {
    id: 'lookbook',
    name: 'Trail lookbook',
    images: [
      { image: sceneImage('scene-monsoon.svg'), caption: 'Monsoon walk above Lonavala' },
      { image: sceneImage('scene-dawn.svg'), caption: 'First light at Hampta Pass' },
      { image: sceneImage('scene-night.svg'), caption: 'Camp below the Milky Way' },
      { image: sceneImage('scene-lake.svg'), caption: 'Tso Moriri at noon' },
    ],
  },
  {
    id: 'cap-designs',
    name: 'Embroidery ideas',
    product: 'northwind-classic-cap',
    images: [
      {
        image: art(productArtFile('cap', 'navy', 'detail'), 'Navy cap with a name on the side'),
        caption: 'Your name',
      },
      {
        image: art(productArtFile('cap', 'forest', 'detail'), 'Green cap with a date'),
        caption: 'The date of your summit',
      },
      {
        image: art(productArtFile('cap', 'sand', 'detail'), 'Sand cap with a trek name'),
        caption: 'Your trek',
      },
    ],
  },
];
