import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import type { AccessLog, Customer } from '../../../schemas/api/account.ts';
import type { Address } from '../../../schemas/api/address.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';
import * as address from '../../../schemas/api/endpoints/address.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import * as wishlist from '../../../schemas/api/endpoints/wishlist.ts';
import type { Order, OrderStatus } from '../../../schemas/api/orders.ts';

export { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
export { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';

// Fixtures of the account sections' tests and stories (never imported by the storefront): the
// demo customer's orders, addresses, wishlist and sign-ins as the reference API answers them.

const place = (id: number, name: string) => ({ id, name });

/** A saved address of the demo customer, with the demo store's address fields. */
export function fixtureAddress(
  type: 'Shipping' | 'Billing',
  fields: Record<string, string> = {},
  isDefault = true,
): Address {
  const id = type === 'Shipping' ? 11 : 12;
  return {
    id,
    address_id: id,
    address_type: type,
    is_default: isDefault,
    country_id: 1,
    state_id: 5,
    country: place(1, 'India'),
    state: place(5, 'Karnataka'),
    name: type === 'Shipping' ? 'Asha Verma' : 'Verma Design Studio',
    phone: '9876543210',
    line1: type === 'Shipping' ? 'Flat 12B, Lakeview Residency' : '3rd Floor, 21 Church Street',
    line2: type === 'Shipping' ? '80 Feet Road, Indiranagar' : 'Ashok Nagar',
    city: 'Bengaluru',
    pincode: type === 'Shipping' ? '560038' : '560001',
    ...fields,
  };
}

const amount = (value: number) => ({
  amount: value,
  formatted: `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
});

const LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** One of the demo customer's orders, as `orders.list` answers it (no lines: the list's). */
export function fixtureOrder(
  serial: number,
  status: OrderStatus,
  total: number,
  quantity = 1,
): Order {
  const cartAddress = {
    address_id: 11,
    address_type: 'Shipping' as const,
    country_id: 1,
    state_id: 5,
    country: place(1, 'India'),
    state: place(5, 'Karnataka'),
  };
  return {
    id: serial,
    order_no: `NW10000${serial}`,
    status,
    status_label: LABELS[status],
    payment_status: status === 'placed' ? 'cod' : 'paid',
    created_at: `2025-03-0${serial}T10:00:00.000Z`,
    currency: 'INR',
    subtotal: amount(total),
    discount: amount(0),
    shipping: amount(0),
    tax: amount(0),
    grand_total: amount(total),
    total_quantity: quantity,
    items: [],
    productchannel: [],
    email: demoCustomer.email,
    phone: demoCustomer.phone,
    shipping_address: cartAddress,
    billing_address: { ...cartAddress, address_type: 'Billing' },
    shipping_method: { code: 'standard', name: 'Standard delivery', amount: amount(0) },
    payment_method: { code: 'cod', name: 'Cash on delivery', kind: 'cod' },
    coupon_code: null,
    waybill: null,
    courier: null,
    can_cancel: status === 'placed',
    google_gtm_event_tracked: false,
    google_gtag_event_tracked: false,
    facebook_pixel_event_tracked: false,
  };
}

/** A page of orders as `orders.list` answers it. */
export function fixtureOrdersPage(list: Order[]) {
  return {
    orders: list,
    pagination: { page: 1, per_page: 10, total: list.length, last_page: 1 },
  };
}

/** The demo customer's latest orders, newest first. */
export const demoOrders = [
  fixtureOrder(5, 'placed', 3446, 3),
  fixtureOrder(4, 'shipped', 4499.1),
  fixtureOrder(3, 'cancelled', 598),
  fixtureOrder(2, 'refunded', 1299),
];

/** A sign-in of the access log. */
export function fixtureAccessLog(id: number, at: string, userAgent: string | null): AccessLog {
  return { id, at, ip: `203.0.113.${id}`, user_agent: userAgent };
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/** `total` sign-ins, newest first, alternating a laptop and a phone. */
export function fixtureAccessLogs(total: number): AccessLog[] {
  return Array.from({ length: total }, (_, index) =>
    fixtureAccessLog(
      total - index,
      new Date(Date.UTC(2025, 2, 20, 12) - index * 86_400_000).toISOString(),
      index % 2 === 0 ? CHROME_WINDOWS : SAFARI_IPHONE,
    ),
  );
}

/** `access-logs` answering pages of `logs`. */
export function accessLogsRoute(logs: AccessLog[]) {
  return (request: RequestOptions) => {
    const query = (request.query ?? {}) as { page?: number; perPage?: number };
    const page = Number(query.page ?? 1);
    const perPage = Number(query.perPage ?? 10);
    return {
      logs: logs.slice((page - 1) * perPage, page * perPage),
      page,
      perPage,
      total: logs.length,
    };
  };
}

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;

/** A 422 naming one field, as the reference API answers it. */
export function invalid(field: string, message: string) {
  return new ApiError('The given data was invalid.', {
    status: 422,
    fieldErrors: { [field]: [message] },
  });
}

/** A failure that is not the form's (the client toasts it). */
export function serverError() {
  return new ApiError('Server Error', { status: 500 });
}

/** What {@link accountApi} answers; each entry may be replaced. */
export interface AccountFixtureOptions {
  customer?: Customer;
  orders?: Order[];
  addresses?: Address[];
  wishlistItems?: number;
  logs?: AccessLog[];
}

/**
 * An API answering the account endpoints for the demo customer: profile (a save answers the
 * saved customer, a new phone unverified; e-mail `taken@example.com` is refused), password
 * (current password `Demo@1234`), orders, addresses, wishlist and sign-ins; `extra` routes win.
 */
export function accountApi(
  options: AccountFixtureOptions = {},
  extra: Record<string, unknown> = {},
) {
  let customer: Customer = options.customer ?? demoCustomer;
  return routeApi({
    [routeOf(account.get)]: () => customer,
    [routeOf(account.updateProfile)]: (request: RequestOptions) => {
      const body = bodyOf(request);
      if (body.email === 'taken@example.com') {
        throw invalid('email', 'The email has already been taken.');
      }
      customer = {
        ...customer,
        first_name: String(body.first_name),
        last_name: String(body.last_name),
        email: String(body.email),
        phone: String(body.phone),
        phone_verified_at: body.phone === customer.phone ? customer.phone_verified_at : null,
      };
      return customer;
    },
    [routeOf(account.updatePassword)]: (request: RequestOptions) => {
      if (bodyOf(request).old_password !== 'Demo@1234') {
        throw invalid('old_password', 'The current password is incorrect.');
      }
      return null;
    },
    [routeOf(account.otpGenerate)]: { type: 'phone', expires_at: '2030-01-01T00:10:00.000Z' },
    [routeOf(account.otpVerify)]: () => {
      customer = { ...customer, phone_verified_at: '2025-03-21T10:00:00.000Z' };
      return customer;
    },
    [routeOf(account.accessLogs)]: accessLogsRoute(options.logs ?? fixtureAccessLogs(3)),
    [routeOf(orders.list)]: fixtureOrdersPage(options.orders ?? demoOrders),
    [routeOf(address.all)]: options.addresses ?? [
      fixtureAddress('Shipping'),
      fixtureAddress('Billing'),
    ],
    [routeOf(wishlist.get)]: {
      items: Array.from({ length: options.wishlistItems ?? 3 }, (_, index) => ({
        id: index + 1,
        product_id: index + 1,
        added_at: '2025-02-01T10:00:00.000Z',
        product: {
          id: index + 1,
          name: `Product ${index + 1}`,
          slug: `product-${index + 1}`,
          image: null,
          price: 999,
          mrp: 1299,
          in_stock: true,
        },
      })),
    },
    ...extra,
  });
}

/** Renders `element` at `path` inside a router, with the storefront's providers around it. */
export function AccountFixture({
  element,
  path,
  api,
  client,
}: {
  element: ReactNode;
  path: string;
  api: ReturnType<typeof routeApi>;
  client?: QueryClient;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <SectionProviders api={api} values={authValues()} client={client}>
              {element}
            </SectionProviders>
          ),
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}
