import type { Image } from '../../../schemas/api/index.ts';
import { mediaUrl } from '../media.ts';
import { createPrng } from '../prng.ts';
import { type ColourKey, colours } from './colours.ts';
import { type ArtKind, PRODUCT_ART_SIZE, productArtFile, productArtTitle } from './product-art.ts';
import type { ProductRecordInput } from './records.ts';
import type { SizeOption } from './sizes.ts';

/**
 * A product as written by hand. `expandProduct` turns it into a catalogue record: sku, images,
 * variants with seeded stock, description HTML and review aggregates.
 */
export interface ProductSeed {
  name: string;
  /** Category slug. */
  category: string;
  /** Brand slug; `null` for unbranded goods. */
  brand: string | null;
  /** What the picture shows. */
  kind: ArtKind;
  /** Selling price in rupees (the smallest size's). */
  price: number;
  /** List price; defaults to the selling price (not discounted). */
  mrp?: number;
  /** Colours: one is the product's only colour, several make colour variants. */
  colours: ColourKey[];
  /** Size variants. */
  sizes?: SizeOption[];
  tags: string[];
  label?: 'New' | 'Sale' | 'Bestseller';
  /** Fixed attributes, e.g. `{ material: 'Nylon' }`. */
  specs: Record<string, string>;
  /** One paragraph, plain text. */
  summary: string;
  /** Bullet points of the description. */
  features: string[];
  sizeChart?: string;
  /** Every variant (or the product) has no stock. */
  soldOut?: boolean;
  /** Only a base image. */
  singleImage?: boolean;
  customisable?: boolean;
  /** A draft: only reachable with `is_published=false`. */
  draft?: boolean;
}

/** What every product of a category shares. */
export interface CategoryDefaults {
  /** Three-letter sku prefix, e.g. `JKT`. */
  code: string;
  /** Closing paragraph of every description, e.g. care instructions. */
  care: string;
}

// Products are dated back from this day.
const CATALOGUE_EPOCH = Date.UTC(2025, 5, 1, 9, 30);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Turns a hand-written product into a catalogue record, the same on every run. */
export function expandProduct(
  seed: ProductSeed,
  defaults: CategoryDefaults,
  index: number,
): ProductRecordInput {
  const sku = `NW-${defaults.code}-${String(index + 1).padStart(3, '0')}`;
  const random = createPrng(sku);
  const slug = slugify(seed.name);
  const mrp = seed.mrp ?? seed.price;
  const image = (colour: ColourKey, view: 'front' | 'detail'): Image => ({
    src: mediaUrl(productArtFile(seed.kind, colour, view)),
    alt: `${seed.name}, ${productArtTitle(seed.kind, colours[colour].label, view).toLowerCase()}`,
    width: PRODUCT_ART_SIZE,
    height: PRODUCT_ART_SIZE,
  });
  const imagesOf = (colour: ColourKey) =>
    seed.singleImage === true
      ? [image(colour, 'front')]
      : [image(colour, 'front'), image(colour, 'detail')];
  const [first, ...others] = seed.colours;
  if (first === undefined) throw new Error(`${seed.name}: give at least one colour`);

  const stockFor = () => {
    if (seed.soldOut === true) return 0;
    return random.chance(0.15) ? 0 : random.int(1, 30);
  };

  const sizes = seed.sizes ?? [];
  // A product sold in sizes names its colour on every variant, even when it has only one, so
  // the colour filter finds it; a simple product (one colour, no sizes) has no variants.
  const colourVariants = seed.colours.length > 1 || sizes.length > 0;
  const manyColours = seed.colours.length > 1;
  const variable_attributes = [
    ...(colourVariants
      ? [
          {
            name: 'colour',
            label: 'Colour',
            options: seed.colours.map((key) => ({
              value: key,
              label: colours[key].label,
              hex: colours[key].hex,
            })),
          },
        ]
      : []),
    ...(sizes.length > 0
      ? [
          {
            name: 'size',
            label: 'Size',
            options: sizes.map((size) => ({ value: size.value, label: size.label })),
          },
        ]
      : []),
  ];
  const discount = seed.price / mrp;
  const variants =
    variable_attributes.length === 0
      ? []
      : seed.colours.flatMap((colour) =>
          (sizes.length > 0 ? sizes : [undefined]).map((size) => {
            const listPrice = mrp + (size?.surcharge ?? 0);
            return {
              sku: [
                sku,
                manyColours ? colour.toUpperCase().slice(0, 3) : '',
                size?.value.toUpperCase() ?? '',
              ]
                .filter((part) => part !== '')
                .join('-'),
              options: {
                ...(colourVariants ? { colour } : {}),
                ...(size === undefined ? {} : { size: size.value }),
              },
              price: Math.round(listPrice * discount),
              mrp: listPrice,
              stock: stockFor(),
              images: manyColours ? imagesOf(colour) : [],
            };
          }),
        );

  const images = [
    ...imagesOf(first),
    ...(seed.singleImage === true ? [] : others.map((c) => image(c, 'front'))),
  ];
  const ratingCount = random.chance(0.2) ? 0 : random.int(3, 140);
  const description = [
    `<p>${seed.summary}</p>`,
    '<ul>',
    ...seed.features.map((feature) => `<li>${feature}</li>`),
    '</ul>',
    `<p>${defaults.care}</p>`,
  ].join('');

  return {
    slug,
    name: seed.name,
    sku,
    category: seed.category,
    brand: seed.brand,
    label: seed.label ?? null,
    size_chart: seed.sizeChart ?? null,
    price: variants.length > 0 ? Math.min(...variants.map((v) => v.price)) : seed.price,
    mrp: variants.length > 0 ? Math.min(...variants.map((v) => v.mrp)) : mrp,
    // A product with variants sells through them; its own stock stays 0.
    stock: variants.length > 0 ? 0 : stockFor(),
    variable_attributes,
    variants,
    images,
    tags: seed.tags,
    specs: seed.specs,
    description,
    short_description: seed.summary,
    meta_title: `${seed.name} | Northwind Outfitters`,
    meta_description: seed.summary.length > 155 ? `${seed.summary.slice(0, 152)}...` : seed.summary,
    social_sharing_image: seed.singleImage === true ? null : image(first, 'front'),
    is_customisation_enabled: seed.customisable === true,
    is_published: seed.draft !== true,
    rating: {
      average: ratingCount === 0 ? 0 : random.int(340, 500) / 100,
      count: ratingCount,
    },
    // New arrivals are the most recent; the rest spread over the year before.
    created_at: new Date(
      CATALOGUE_EPOCH -
        (seed.label === 'New' ? random.int(0, 20) : random.int(21, 400)) * DAY -
        random.int(0, 23) * HOUR,
    ).toISOString(),
  };
}

/** `Summit Shell 2.5L Jacket` → `summit-shell-2-5l-jacket`. */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
