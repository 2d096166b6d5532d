import type { ReactNode } from 'react';
import {
  readInitialValues,
  type StorefrontValues,
} from '../../runtime/storefront/initial-values.ts';
import {
  routeApi,
  SectionProviders,
  type SectionProvidersProps,
} from '../../runtime/testing/section-fixtures.tsx';
import type { ProductCard } from '../../schemas/api/catalogue.ts';
import type { CategoryCard } from '../../schemas/api/catalogue-categories.ts';
import type { ProductFacets } from '../../schemas/api/catalogue-facets.ts';
import type { ProductListing } from '../../schemas/api/catalogue-listings.ts';
import { endpointUrl } from '../../schemas/api/endpoint.ts';
import * as media from '../../schemas/api/endpoints/media.ts';

export { type FixtureRoute, routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the catalogue sections: a few products, categories and facets, an
// API answering from handlers, and the providers a section finds in the storefront.

const picture = (name: string, alt = '') => ({
  src: endpointUrl(media.file, { params: { file: `${name}.svg` } }),
  alt,
  width: 600,
  height: 600,
});

/** Builds a product card; `change` overrides any field. */
export function fixtureProduct(id: number, change: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Trail product ${id}`,
    slug: `trail-product-${id}`,
    brand: { id: 1, name: 'Northwind', slug: 'northwind' },
    category: { id: 2, name: 'Rain jackets', slug: 'rain-jackets' },
    channel: {
      sku: `NW-${id}`,
      selling_price: 1000 + id * 100,
      mrp: 1000 + id * 100,
      stock: 10,
      is_in_stock: true,
    },
    base_image: picture(`product-jacket-${id}`),
    hover_image: picture(`product-jacket-${id}-detail`),
    labels: [],
    rating: { average: 4, count: 3 },
    has_variants: false,
    colours: [],
    is_customisation_enabled: false,
    ...change,
  };
}

/** Eight products: one on sale with a label, one sold out, one without brand or image. */
export const fixtureProducts: ProductCard[] = [
  fixtureProduct(1, {
    name: 'Monsoon rain shell',
    slug: 'monsoon-rain-shell',
    channel: { sku: 'NW-1', selling_price: 4499, mrp: 5999, stock: 8, is_in_stock: true },
    labels: [{ name: 'Sale', color: '#b91c1c' }],
    rating: { average: 4.5, count: 12 },
    has_variants: true,
  }),
  fixtureProduct(2, {
    name: 'Ridge down jacket',
    slug: 'ridge-down-jacket',
    channel: { sku: 'NW-2', selling_price: 8999, mrp: 8999, stock: 0, is_in_stock: false },
  }),
  fixtureProduct(3, {
    name: 'Merino neck gaiter',
    slug: 'merino-neck-gaiter',
    brand: null,
    base_image: null,
    hover_image: null,
    rating: { average: 0, count: 0 },
  }),
  ...[4, 5, 6, 7, 8].map((id) => fixtureProduct(id)),
];

/** Top categories with images and counts. */
export const fixtureCategories: CategoryCard[] = [
  ['jackets', 'Jackets', 18],
  ['footwear', 'Footwear', 12],
  ['backpacks', 'Backpacks', 10],
  ['tents', 'Tents', 0],
].map(([slug, name, count], index) => ({
  id: index + 1,
  name: String(name),
  slug: String(slug),
  parent_id: null,
  description: `All ${String(name).toLowerCase()}.`,
  image: picture(`category-${String(slug)}`, String(name)),
  product_count: Number(count),
}));

/** Facets of the fixture shop. */
export const fixtureFacets: ProductFacets = {
  total: 20,
  brands: [
    { value: 'northwind', label: 'Northwind', count: 12 },
    { value: 'summit-peak', label: 'Summit Peak', count: 8 },
  ],
  categories: [
    { value: 'jackets', label: 'Jackets', count: 14 },
    { value: 'footwear', label: 'Footwear', count: 6 },
  ],
  labels: [{ value: 'Sale', label: 'Sale', count: 4 }],
  tags: [{ value: 'waterproof', label: 'Waterproof', count: 7 }],
  price: { min: 499, max: 12999 },
  variables: [
    {
      name: 'colour',
      label: 'Colour',
      values: [
        { value: 'navy', label: 'Navy', count: 5, hex: '#1e3a5f' },
        { value: 'red', label: 'Red', count: 3, hex: '#b91c1c' },
      ],
    },
    {
      name: 'size',
      label: 'Size',
      values: [
        { value: 'm', label: 'M', count: 9 },
        { value: 'l', label: 'L', count: 7 },
      ],
    },
  ],
  attributes: [
    { name: 'material', label: 'Material', values: [{ value: 'Nylon', label: 'Nylon', count: 6 }] },
  ],
};

/** A listing answer: `products` on page `page` of `lastPage`, `total` in all. */
export function fixtureListing(
  products: ProductCard[],
  { page = 1, lastPage = 1, total = products.length, perPage = 12 } = {},
): ProductListing {
  return {
    category: null,
    collection: null,
    products,
    pagination: { page, per_page: perPage, total, last_page: lastPage },
  };
}

/** The fixture store's values, with `settings` changed. */
export function catalogueValues(settings: Record<string, unknown> = {}): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: {
      store_name: 'Northwind Outfitters',
      store_url: 'https://shop.example',
      ...settings,
    },
    storefront: { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } },
    plugins: [],
  }).values;
}

/** The API, query cache, storefront values and currency a catalogue section finds in the shop. */
export function CatalogueProviders({
  api = routeApi({}),
  values = catalogueValues(),
  queries,
  children,
}: Partial<Omit<SectionProvidersProps, 'children'>> & { children: ReactNode }) {
  return (
    <SectionProviders api={api} values={values} queries={queries}>
      {children}
    </SectionProviders>
  );
}
