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
import type { ProductCard, ProductDetail } from '../../schemas/api/catalogue.ts';
import type { ProductReviewsResponse, Review } from '../../schemas/api/reviews.ts';

export {
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
} from '../../runtime/commerce/product/product-fixtures.ts';
export { type FixtureRoute, routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the product sections: the product domain's fixture products, reviews,
// an API answering from a table of routes, and the providers a product section finds in the shop.

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

/** The fixture store: INR, India, the Chat plugin installed; `account` logs a customer in. */
export function productValues(
  change: { account?: Record<string, unknown> | null; plugins?: unknown[] } = {},
): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: { store_name: 'Northwind Outfitters' },
    storefront: {
      channel: {
        currency: { code: 'INR' },
        country: { mobile_code: '+91', mobile_number_length: 10 },
      },
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

/** The API, query cache, storefront values and currency a product section finds in the shop. */
export function ProductProviders({
  api = routeApi({}),
  values = productValues(),
  queries,
  client,
  children,
}: Partial<Omit<SectionProvidersProps, 'children'>> & { children: ReactNode }) {
  return (
    <SectionProviders api={api} values={values} queries={queries} client={client}>
      {children}
    </SectionProviders>
  );
}
