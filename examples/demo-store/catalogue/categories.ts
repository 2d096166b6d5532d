import type { z } from 'zod';
import { mediaUrl } from '../media.ts';
import { type ArtKind, PRODUCT_ART_SIZE, productArtFile } from './product-art.ts';
import type { categoryRecordSchema } from './records.ts';

const picture = (kind: ArtKind, colour: string, alt: string) => ({
  src: mediaUrl(productArtFile(kind, colour, 'front')),
  alt,
  width: PRODUCT_ART_SIZE,
  height: PRODUCT_ART_SIZE,
});

/** The category tree; parents come before their children. */
export const categories = [
  {
    slug: 'jackets',
    name: 'Jackets',
    description: 'Shells, insulation and fleece for every kind of weather.',
    image: picture('jacket', 'forest', 'A green jacket'),
  },
  {
    slug: 'rain-jackets',
    name: 'Rain jackets',
    parent: 'jackets',
    description: 'Waterproof shells that breathe, from packable to alpine.',
    image: picture('jacket', 'navy', 'A navy rain jacket'),
  },
  {
    slug: 'down-jackets',
    name: 'Down jackets',
    parent: 'jackets',
    description: 'Down and synthetic insulation for cold camps and winter treks.',
    image: picture('jacket', 'red', 'A red down jacket'),
  },
  {
    slug: 'fleece-jackets',
    name: 'Fleece',
    parent: 'jackets',
    description: 'Warm mid-layers that breathe while you move.',
    image: picture('jacket', 'teal', 'A teal fleece'),
  },
  {
    slug: 'footwear',
    name: 'Footwear',
    description: 'Boots, trail shoes and camp footwear.',
    image: picture('boot', 'ochre', 'An ochre hiking boot'),
  },
  {
    slug: 'hiking-boots',
    name: 'Hiking boots',
    parent: 'footwear',
    description: 'Supportive boots for rough ground and heavy packs.',
    image: picture('boot', 'grey', 'A grey hiking boot'),
  },
  {
    slug: 'trail-runners',
    name: 'Trail runners',
    parent: 'footwear',
    description: 'Light, grippy shoes for moving fast on trails.',
    image: picture('shoe', 'sky', 'A sky-blue trail shoe'),
  },
  {
    slug: 'backpacks',
    name: 'Backpacks',
    description: 'Packs for the commute, the day hike and the long trek.',
    image: picture('backpack', 'forest', 'A green backpack'),
  },
  {
    slug: 'daypacks',
    name: 'Daypacks',
    parent: 'backpacks',
    description: 'Everything you need for a day out, and nothing more.',
    image: picture('backpack', 'navy', 'A navy daypack'),
  },
  {
    slug: 'trekking-packs',
    name: 'Trekking packs',
    parent: 'backpacks',
    description: 'Load-carrying packs for multi-day routes.',
    image: picture('backpack', 'red', 'A red trekking pack'),
  },
  {
    slug: 'tents',
    name: 'Tents',
    description: 'Shelters from family domes to ultralight bivvies.',
    image: picture('tent', 'forest', 'A green tent'),
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Caps, bottles, head torches, socks and gloves.',
    image: picture('cap', 'navy', 'A navy cap'),
  },
  {
    slug: 'base-layers',
    name: 'Base layers',
    description: 'Merino and synthetic layers worn next to the skin.',
    image: picture('tee', 'black', 'A black base-layer top'),
  },
] satisfies z.input<typeof categoryRecordSchema>[];
