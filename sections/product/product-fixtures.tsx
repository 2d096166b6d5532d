import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../runtime/api/api-error.ts';
import { ApiProvider } from '../../runtime/api/api-context.tsx';
import type { ApiClient, ApiEnvelope, RequestOptions } from '../../runtime/api/client.ts';
import { readInitialValues, type StorefrontValues } from '../../runtime/app/initial-values.ts';
import { StorefrontValuesProvider } from '../../runtime/app/use-storefront.ts';
import type { ProductCard, ProductDetail, ProductVariant } from '../../schemas/api/catalogue.ts';
import type { ProductReviewsResponse, Review } from '../../schemas/api/reviews.ts';
import { PriceFormatProvider } from '../../themes/index.ts';

// Test and story fixtures of the product sections: a jacket in colours and sizes, a bare product
// (no pictures, brand, variants, reviews or stock), a customisable cap, reviews, an API answering
// from a table of routes, and the providers a product section finds in the storefront.

const picture = (name: string, alt = '') => ({
  src: `/api/media/${name}.svg`,
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

/** The card of a fixture product, as grids and related products list it. */
export function cardOf(product: ProductDetail): ProductCard {
  const {
    gallery: _gallery,
    social_sharing_image: _social,
    meta: _meta,
    tags: _tags,
    variable_attributes: _attributes,
    variants: _variants,
    specifications: _specifications,
    size_chart: _chart,
    description: _description,
    short_description: _short,
    selected_sku: _selected,
    created_at: _created,
    ...card
  } = product;
  return card;
}

/** `count` reviews, newest first, numbered from `from`. */
export function fixtureReviews(count: number, from = 1): Review[] {
  return Array.from({ length: count }, (_, index) => {
    const id = from + index;
    return {
      id,
      rating: (id % 5) + 1,
      title: `Review number ${id}`,
      review: `Kept me dry on walk ${id}.`,
      author: `Shopper ${id}.`,
      answers: {},
      created_at: new Date(Date.UTC(2025, 0, 30 - (id % 28))).toISOString(),
    };
  });
}

/** Page `page` of 23 reviews, 10 per page (spec §9). */
export function fixtureReviewPage(page: number, total = 23): ProductReviewsResponse {
  const from = (page - 1) * 10 + 1;
  return {
    reviews: fixtureReviews(Math.max(0, Math.min(10, total - from + 1)), from),
    page,
    perPage: 10,
    rating_count: { 1: 2, 2: 1, 3: 3, 4: 7, 5: 10 },
    total_reviews: total,
    overall_rating: total > 0 ? 4 : 0,
  };
}

/** How a fixture endpoint answers: data, a function of the request, or an error to throw. */
export type FixtureRoute = unknown | ((request: RequestOptions) => unknown);

/**
 * An API client answering `METHOD /path` (or just `/path`) from `routes`; a route may throw an
 * `ApiError`. Any other path fails with a 404 like a missing endpoint. Records every call.
 */
export function productApi(
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

/** The fixture store: INR, India, the Chat plugin installed; `account` logs a customer in. */
export function productValues(
  change: { account?: Record<string, unknown> | null; plugins?: unknown[] } = {},
): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: { store_name: 'Northwind Outfitters' },
    storefront: {
      channel: { currency: { code: 'INR' }, country: { mobile_code: '+91', mobile_number_length: 10 } },
    },
    plugins: change.plugins ?? [
      {
        module_name: 'Chat',
        config: { mobile_no: '919876543210', default_message: 'Hi', chat_location: 'bottom-right' },
      },
    ],
    ...(change.account ? { account: change.account } : {}),
  }).values;
}

/** A logged-in customer for `productValues({ account })`. */
export const fixtureAccount = {
  id: 7,
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'demo@northwind.test',
  phone: '9876543210',
};

export interface ProductProvidersProps {
  api?: ApiClient;
  values?: StorefrontValues;
  /** Query data to seed, as `[queryKey, data]` pairs. */
  queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  /** A query client to use (tests inspect it). */
  client?: QueryClient;
  children: ReactNode;
}

/** The API, query cache, storefront values and currency a product section finds in the shop. */
export function ProductProviders({
  api = productApi({}),
  values = productValues(),
  queries = [],
  client: given,
  children,
}: ProductProvidersProps) {
  const [client] = useState(() => {
    const queryClient =
      given ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
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
