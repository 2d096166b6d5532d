import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fixtureCart, fixtureCartLine } from '../../runtime/commerce/cart/cart-fixtures.ts';
import { fixtureCap, fixtureJacket } from '../../runtime/commerce/product/product-fixtures.ts';
import { DEFAULT_STOREFRONT_VALUES } from '../../runtime/storefront/default-storefront-values.ts';
import type { StorefrontValues } from '../../runtime/storefront/initial-values.ts';
import {
  type FixtureRoute,
  routeApi,
  routeOf,
  SectionProviders,
} from '../../runtime/testing/section-fixtures.tsx';
import type { Amount, Cart, CartItem, Coupon } from '../../schemas/api/cart.ts';
import * as cart from '../../schemas/api/endpoints/cart.ts';

export { fixtureCart, fixtureCartLine } from '../../runtime/commerce/cart/cart-fixtures.ts';
export { routeApi, routeOf } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the cart sections: carts as the reference API answers them (a
// jacket in navy M and a personalised cap), its coupons, and the providers around a section.

const rupees = (amount: number): Amount => ({
  amount,
  formatted: `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
});

/** A store selling in rupees. */
export const cartValues: StorefrontValues = {
  ...DEFAULT_STOREFRONT_VALUES,
  storefront: {
    ...DEFAULT_STOREFRONT_VALUES.storefront,
    channel: {
      ...DEFAULT_STOREFRONT_VALUES.storefront.channel,
      currency: { code: 'INR' },
    },
  },
};

/** The navy M jacket: 1 unit at ₹5,499 (stock 10). */
export function jacketLine(quantity = 1): CartItem {
  const line = fixtureCartLine(fixtureJacket, quantity);
  return {
    ...line,
    id: 11,
    variant_id: 12,
    sku: 'NW-JKT-001-NAV-M',
    variant: { id: 12, sku: 'NW-JKT-001-NAV-M', options: { colour: 'navy', size: 'm' } },
    stock: 10,
    is_in_stock: quantity <= 10,
    unit_price: rupees(5499),
    line_total: rupees(5499 * quantity),
  };
}

/** The cap (stock 4), personalised 'ASHA'. */
export function capLine(quantity = 1): CartItem {
  const line = fixtureCartLine(fixtureCap, quantity);
  return {
    ...line,
    id: 21,
    custom_text: 'ASHA',
    unit_price: rupees(699),
    line_total: rupees(699 * quantity),
  };
}

/** A cart of `lines` totalled like the API does, with `change` on top. */
export function cartOf(lines: CartItem[], change: Partial<Cart> = {}): Cart {
  const base = fixtureCart(lines);
  return {
    ...base,
    subtotal: rupees(base.subtotal.amount),
    grand_total: rupees(base.grand_total.amount),
    discount: rupees(0),
    shipping: rupees(0),
    ...change,
  };
}

/** The demo store's coupons as `coupons/get` answers them for a ₹998 cart. */
export const fixtureCoupons: Coupon[] = [
  {
    code: 'FLAT500',
    description: '₹500 off orders of ₹3,000 or more',
    type: 'fixed',
    value: 500,
    min_order_amount: 3000,
    max_discount_amount: null,
    expires_at: null,
    is_applicable: false,
    message: 'Add ₹2,002.00 more to use FLAT500',
  },
  {
    code: 'WELCOME10',
    description: '10% off your first order',
    type: 'percent',
    value: 10,
    min_order_amount: null,
    max_discount_amount: 1000,
    expires_at: null,
    is_applicable: true,
    message: null,
  },
];

/** A cart with WELCOME10 applied to one jacket: ₹549.90 off. */
export function discountedCart(): Cart {
  const [welcome] = fixtureCoupons.filter((coupon) => coupon.code === 'WELCOME10');
  return cartOf([jacketLine(1)], {
    coupon: { ...(welcome as Coupon), discount: rupees(549.9) },
    discount: rupees(549.9),
    grand_total: rupees(4949.1),
  });
}

/** An API answering the cart routes from `routes` (cart.get answers `current` by default). */
export function cartApi(current: Cart | null, routes: Record<string, FixtureRoute> = {}) {
  return routeApi({
    [routeOf(cart.get)]: current,
    [routeOf(cart.coupons)]: { coupons: fixtureCoupons },
    [routeOf(cart.validateStock)]: { is_valid: true, out_of_stock_items: [] },
    ...routes,
  });
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

/**
 * Renders `children` with the cart's providers under a memory router at `/cart` (links work,
 * `where` shows the path after a navigation). Answers the query client, for inspecting the cache.
 */
export function CartProviders({
  api,
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  values = cartValues,
  entry = '/cart',
  children,
}: {
  api: ReturnType<typeof routeApi>;
  client?: QueryClient;
  values?: StorefrontValues;
  entry?: string;
  children: ReactNode;
}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={values} client={client}>
            {children}
            <Where />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  return <RouterProvider router={router} />;
}

export { SectionProviders };
