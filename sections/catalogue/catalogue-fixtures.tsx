import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiProvider } from '../../runtime/api/api-context.tsx';
import { ApiError } from '../../runtime/api/api-error.ts';
import type { ApiClient, ApiEnvelope, RequestOptions } from '../../runtime/api/client.ts';
import { readInitialValues, type StorefrontValues } from '../../runtime/app/initial-values.ts';
import { StorefrontValuesProvider } from '../../runtime/app/use-storefront.ts';
import type {
  CategoryCard,
  ProductCard,
  ProductFacets,
  ProductListing,
} from '../../schemas/api/catalogue.ts';
import { PriceFormatProvider } from '../../themes/index.ts';

// Test and story fixtures of the catalogue sections: a few products, categories and facets, an
// API answering from handlers, and the providers a section finds in the storefront.

const picture = (name: string, alt = '') => ({
  src: `/api/media/${name}.svg`,
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

/** How a fixture endpoint answers: data, or a function of the request. */
export type FixtureRoute = unknown | ((request: RequestOptions) => unknown);

/**
 * An API client answering `METHOD /path` (or just `/path` for any method) from `routes`; any
 * other path fails with a 404 like a missing endpoint. Records every call.
 */
export function catalogueApi(
  routes: Record<string, FixtureRoute>,
): ApiClient & { calls: { method: string; path: string; options: RequestOptions }[] } {
  const calls: { method: string; path: string; options: RequestOptions }[] = [];
  const call =
    (method: string) =>
    async <T,>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> => {
      calls.push({ method, path, options });
      const route = routes[`${method} ${path}`] ?? routes[path];
      if (route === undefined) throw new ApiError('Not found', { status: 404 });
      const data = typeof route === 'function' ? await route(options) : route;
      return { status: 'success', message: '', data: data as T };
    };
  return {
    calls,
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
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

export interface CatalogueProvidersProps {
  api?: ApiClient;
  values?: StorefrontValues;
  /** Query data to seed, as `[queryKey, data]` pairs. */
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  children: ReactNode;
}

/** The API, query cache, storefront values and currency a catalogue section finds in the shop. */
export function CatalogueProviders({
  api = catalogueApi({}),
  values = catalogueValues(),
  queries = [],
  children,
}: CatalogueProvidersProps) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    });
    for (const [key, data] of queries) queryClient.setQueryData(key, data);
    return queryClient;
  });
  return (
    <ApiProvider value={api}>
      <QueryClientProvider client={client}>
        <StorefrontValuesProvider value={values}>
          <PriceFormatProvider value={{ currency: 'INR' }}>{children}</PriceFormatProvider>
        </StorefrontValuesProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
