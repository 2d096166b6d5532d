import { sceneImage } from '../scenes.ts';
import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { labels } from './labels.ts';
import { type CategoryDefaults, expandProduct, type ProductSeed } from './product-seed.ts';
import { accessories, accessoryDefaults } from './products/accessories.ts';
import { backpackDefaults, backpacks } from './products/backpacks.ts';
import { baseLayerDefaults, baseLayers } from './products/base-layers.ts';
import { footwear, footwearDefaults } from './products/footwear.ts';
import { jacketDefaults, jackets } from './products/jackets.ts';
import { tentDefaults, tents } from './products/tents.ts';
import type { CatalogueDatasetInput, ProductRecordInput } from './records.ts';
import { sizeCharts } from './size-charts.ts';
import { tags } from './tags.ts';

const groups: [ProductSeed[], CategoryDefaults][] = [
  [jackets, jacketDefaults],
  [footwear, footwearDefaults],
  [backpacks, backpackDefaults],
  [tents, tentDefaults],
  [accessories, accessoryDefaults],
  [baseLayers, baseLayerDefaults],
];

/** Every demo product as a catalogue record. */
export const products: ProductRecordInput[] = groups.flatMap(([seeds, defaults]) =>
  seeds.map((seed, index) => expandProduct(seed, defaults, index)),
);

const published = products.filter((product) => product.is_published !== false);
const slugsWhere = (keep: (product: ProductRecordInput) => boolean, limit: number) =>
  published
    .filter(keep)
    .slice(0, limit)
    .map((product) => product.slug);
const rating = (product: ProductRecordInput) => product.rating?.average ?? 0;

/** Northwind Outfitters' catalogue: 65 products (one a draft) in 13 categories. */
export const catalogue: CatalogueDatasetInput = {
  categories,
  brands,
  labels,
  tags,
  size_charts: sizeCharts,
  products,
  collections: [
    {
      slug: 'summer-trails',
      name: 'Summer trails',
      description: 'Light, breathable kit for long, hot days on the trail.',
      image: sceneImage('scene-summer.svg'),
      products: slugsWhere(
        (p) => p.tags?.some((tag) => tag === 'lightweight' || tag === 'breathable') === true,
        16,
      ),
    },
    {
      slug: 'best-sellers',
      name: 'Best sellers',
      description: 'What other trekkers buy again and again.',
      image: sceneImage('scene-forest.svg'),
      products: [
        ...slugsWhere((p) => p.label === 'Bestseller', 20),
        ...[...published]
          .filter((p) => p.label !== 'Bestseller')
          .sort((a, b) => rating(b) - rating(a))
          .slice(0, 4)
          .map((p) => p.slug),
      ],
    },
    {
      slug: 'new-arrivals',
      name: 'New arrivals',
      description: 'Just in: the newest jackets, packs and shoes.',
      image: sceneImage('scene-dawn.svg'),
      products: slugsWhere((p) => p.label === 'New', 20),
    },
  ],
};
