import type { ProductDetail, ProductVariant } from '../../../schemas/api/catalogue.ts';
import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as media from '../../../schemas/api/endpoints/media.ts';

// Products for tests and stories of the product domain: a jacket in colours and sizes, a bare
// product (no pictures, brand, variants, reviews or stock) and a customisable cap.

const picture = (name: string, alt = '') => ({
  src: endpointUrl(media.file, { params: { file: `${name}.svg` } }),
  alt,
  width: 800,
  height: 800,
});

function variant(
  id: number,
  colour: string,
  size: string,
  change: Partial<ProductVariant> = {},
): ProductVariant {
  return {
    id,
    sku: `NW-JKT-001-${colour.slice(0, 3).toUpperCase()}-${size.toUpperCase()}`,
    options: { colour, size },
    selling_price: size === 'xl' ? 5999 : 5499,
    mrp: size === 'xl' ? 7499 : 6999,
    stock: 10,
    is_in_stock: true,
    images: [
      picture(`product-jacket-${colour}`, `Monsoon Pro Rain Jacket in ${colour}`),
      picture(`product-jacket-${colour}-detail`, `Monsoon Pro Rain Jacket in ${colour}, close-up`),
    ],
    ...change,
  };
}

/** A rain jacket in navy and red, sizes S, M and XL (XL costs more; red M is sold out). */
export const fixtureJacket: ProductDetail = {
  id: 1,
  name: 'Monsoon Pro Rain Jacket',
  slug: 'monsoon-pro-rain-jacket',
  brand: { id: 1, name: 'Monsoon Gear', slug: 'monsoon-gear' },
  category: { id: 2, name: 'Rain jackets', slug: 'rain-jackets' },
  channel: { sku: 'NW-JKT-001', selling_price: 5499, mrp: 6999, stock: 50, is_in_stock: true },
  base_image: picture('product-jacket-navy', 'Monsoon Pro Rain Jacket in navy'),
  hover_image: picture('product-jacket-navy-detail'),
  labels: [{ name: 'Sale', color: '#b91c1c' }],
  rating: { average: 4.5, count: 12 },
  has_variants: true,
  colours: [
    { value: 'navy', label: 'Navy', hex: '#1e3a8a' },
    { value: 'red', label: 'Red', hex: '#b91c1c' },
  ],
  is_customisation_enabled: false,
  gallery: [
    picture('product-jacket-navy', 'Monsoon Pro Rain Jacket in navy'),
    picture('product-jacket-navy-detail', 'Monsoon Pro Rain Jacket in navy, close-up'),
    picture('product-jacket-red', 'Monsoon Pro Rain Jacket in red'),
  ],
  social_sharing_image: null,
  meta: { meta_title: 'Monsoon Pro Rain Jacket', meta_description: 'A waterproof shell.' },
  tags: [],
  variable_attributes: [
    {
      name: 'colour',
      label: 'Colour',
      options: [
        { value: 'navy', label: 'Navy', hex: '#1e3a8a' },
        { value: 'red', label: 'Red', hex: '#b91c1c' },
      ],
    },
    {
      name: 'size',
      label: 'Size',
      options: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
        { value: 'xl', label: 'XL' },
      ],
    },
  ],
  variants: [
    variant(11, 'navy', 's', { stock: 3 }),
    variant(12, 'navy', 'm'),
    variant(13, 'navy', 'xl'),
    variant(14, 'red', 's'),
    variant(15, 'red', 'm', { stock: 0, is_in_stock: false }),
    variant(16, 'red', 'xl', { stock: 2 }),
  ],
  specifications: [{ name: 'material', label: 'Material', value: 'Nylon' }],
  size_chart: {
    name: 'Clothing sizes',
    image: null,
    rows: [
      ['Size', 'Chest (cm)'],
      ['S', '90–95'],
      ['M', '96–101'],
      ['XL', '108–113'],
    ],
  },
  description:
    '<p>A three-layer <strong>waterproof</strong> shell.</p><ul><li>Pit zips</li><li>Helmet hood</li></ul>',
  short_description: 'A three-layer waterproof shell for the monsoon.',
  selected_sku: null,
  created_at: '2025-01-10T09:00:00.000Z',
};

/** A product with no pictures, brand, variants, reviews, size chart or stock. */
export const fixtureBareProduct: ProductDetail = {
  ...fixtureJacket,
  id: 2,
  name: 'Pop-up Beach Shelter',
  slug: 'pop-up-beach-shelter',
  brand: null,
  channel: { sku: 'NW-TNT-006', selling_price: 1799, mrp: 1799, stock: 0, is_in_stock: false },
  base_image: null,
  hover_image: null,
  labels: [],
  rating: { average: 0, count: 0 },
  has_variants: false,
  colours: [],
  gallery: [],
  variable_attributes: [],
  variants: [],
  specifications: [],
  size_chart: null,
  description: '',
  short_description: '',
};

/** A simple, customisable cap in stock. */
export const fixtureCap: ProductDetail = {
  ...fixtureBareProduct,
  id: 3,
  name: 'Northwind Classic Cap',
  slug: 'northwind-classic-cap',
  brand: { id: 3, name: 'Northwind', slug: 'northwind' },
  channel: { sku: 'NW-ACC-001', selling_price: 699, mrp: 699, stock: 4, is_in_stock: true },
  base_image: picture('product-cap-navy', 'Northwind Classic Cap in navy'),
  gallery: [picture('product-cap-navy', 'Northwind Classic Cap in navy')],
  is_customisation_enabled: true,
};
