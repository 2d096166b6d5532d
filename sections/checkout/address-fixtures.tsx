// The address step's fixtures: address fields, countries, saved addresses, a cart with contact and
// addresses, and the API and providers its sections are tested with.
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../runtime/api/endpoint-client.ts';
import { demoCustomer } from '../../runtime/commerce/auth/auth-fixtures.ts';
import { fixtureCart, fixtureCartLine } from '../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap } from '../../runtime/commerce/product/product-fixtures.ts';
import { routeApi, SectionProviders } from '../../runtime/testing/section-fixtures.tsx';
import type { Address, AddressField, Country } from '../../schemas/api/address.ts';
import type { Cart, CartAddress } from '../../schemas/api/cart.ts';

export { authValues, demoCustomer } from '../../runtime/commerce/auth/auth-fixtures.ts';
export { routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the checkout sections: the demo store's address forms and countries,
// the demo customer's saved addresses, a cart with a cap in it, and an API answering like the
// reference API for them.

const common = (type: 'Shipping' | 'Billing'): AddressField[] => [
  { address_type: type, column_name: 'name', label: 'Full name', is_required: true, type: 'text' },
  {
    address_type: type,
    column_name: 'phone',
    label: 'Mobile number',
    is_required: true,
    type: 'tel',
  },
  {
    address_type: type,
    column_name: 'line1',
    label: 'Flat, house no., building',
    is_required: true,
    type: 'text',
  },
  {
    address_type: type,
    column_name: 'city',
    label: 'Town or city',
    is_required: true,
    type: 'text',
  },
  {
    address_type: type,
    column_name: 'pincode',
    label: 'Pincode',
    is_required: true,
    type: 'number',
  },
];

/** The shipping form: name, mobile, line 1, city, pincode, and an optional landmark. */
export const shippingFields: AddressField[] = [
  ...common('Shipping'),
  {
    address_type: 'Shipping',
    column_name: 'landmark',
    label: 'Landmark',
    is_required: false,
    type: 'text',
  },
];

/** The billing form: the same, with an optional GSTIN instead of the landmark. */
export const billingFields: AddressField[] = [
  ...common('Billing'),
  {
    address_type: 'Billing',
    column_name: 'gst_number',
    label: 'GSTIN (for business invoices)',
    is_required: false,
    type: 'text',
  },
];

/** India with three states, and Singapore without states. */
export const countries: Country[] = [
  {
    id: 101,
    name: 'India',
    iso2: 'IN',
    mobile_code: '+91',
    mobile_number_length: 10,
    states: [
      { id: 11, name: 'Karnataka', code: 'KA' },
      { id: 12, name: 'Maharashtra', code: 'MH' },
      { id: 13, name: 'Tamil Nadu', code: 'TN' },
    ],
  },
  {
    id: 196,
    name: 'Singapore',
    iso2: 'SG',
    mobile_code: '+65',
    mobile_number_length: 8,
    states: [],
  },
];

const india = { id: 101, name: 'India' };

/** The demo customer's saved addresses: home (default) and the Pune flat, the studio for billing. */
export const savedAddresses: Address[] = [
  {
    id: 1,
    address_id: 1,
    address_type: 'Shipping',
    is_default: true,
    country_id: 101,
    state_id: 11,
    country: india,
    state: { id: 11, name: 'Karnataka' },
    name: 'Asha Verma',
    phone: '9876543210',
    line1: 'Flat 12B, Lakeview Residency',
    city: 'Bengaluru',
    pincode: '560038',
    landmark: '',
  },
  {
    id: 3,
    address_id: 3,
    address_type: 'Shipping',
    is_default: false,
    country_id: 101,
    state_id: 12,
    country: india,
    state: { id: 12, name: 'Maharashtra' },
    name: 'Asha Verma',
    phone: '9876543210',
    line1: '5 Koregaon Park Lane',
    city: 'Pune',
    pincode: '411001',
    landmark: '',
  },
  {
    id: 2,
    address_id: 2,
    address_type: 'Billing',
    is_default: true,
    country_id: 101,
    state_id: 11,
    country: india,
    state: { id: 11, name: 'Karnataka' },
    name: 'Verma Design Studio',
    phone: '9876543210',
    line1: '3rd Floor, 21 Church Street',
    city: 'Bengaluru',
    pincode: '560001',
    gst_number: '29ABCDE1234F1Z5',
  },
];

/** A saved address as the cart holds it (a copy). */
export function onCart(
  address: Address,
  type: 'Shipping' | 'Billing' = address.address_type,
): CartAddress {
  const { id, is_default: _default, ...rest } = address;
  return { ...rest, address_id: id, address_type: type };
}

/** A guest's typed address as the cart holds it. */
export const typedAddress: CartAddress = {
  address_id: null,
  address_type: 'Shipping',
  country_id: 101,
  state_id: 13,
  country: india,
  state: { id: 13, name: 'Tamil Nadu' },
  name: 'Meera Iyer',
  phone: '9123456780',
  line1: '7 Palm Grove',
  city: 'Chennai',
  pincode: '600090',
  landmark: '',
};

/** A cart holding one cap, with `change` applied. */
export function checkoutCart(change: Partial<Cart> = {}): Cart {
  return fixtureCart([fixtureCartLine(fixtureCap, 1)], change);
}

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;

/**
 * The checkout's endpoints answering for a cart that starts as `cart` (each address or contact
 * change answers the changed cart), plus `extra` routes.
 */
export function checkoutApi(cart: Cart = checkoutCart(), extra: Record<string, unknown> = {}) {
  let current = cart;
  return routeApi({
    'GET /api/cart/get': () => current,
    'GET /api/settings/address-fields/Shipping': shippingFields,
    'GET /api/settings/address-fields/Billing': billingFields,
    'GET /api/settings/countries': countries,
    'GET /api/address/all': savedAddresses,
    'PUT /api/cart/update-contact': (request: RequestOptions) => {
      const { phone, email } = bodyOf(request);
      current = {
        ...current,
        phone: (phone as string | null) ?? null,
        email: (email as string | null) ?? null,
      };
      return current;
    },
    'PUT /api/cart/update-address': (request: RequestOptions) => {
      const body = bodyOf(request);
      // an id the fixtures do not know is an address added during the test
      const saved =
        body.address_id === undefined
          ? undefined
          : (savedAddresses.find((each) => each.id === body.address_id) ?? {
              ...(savedAddresses[1] as Address),
              id: body.address_id as number,
            });
      const address: CartAddress = saved
        ? onCart(saved, body.address_type as 'Shipping')
        : ({
            ...body,
            address_id: null,
            country: india,
            state: countries[0]?.states.find((state) => state.id === body.state_id) ?? null,
          } as CartAddress);
      current =
        body.address_type === 'Billing'
          ? { ...current, billing_address: address }
          : {
              ...current,
              shipping_address: address,
              ...(body.billing_same_as_shipping === true && {
                billing_address: { ...address, address_type: 'Billing' as const },
              }),
            };
      return current;
    },
    ...extra,
  });
}

/** A 422 with `fieldErrors`, as the reference API answers a refused form. */
export function refusal(fieldErrors: Record<string, string[]>, data: unknown = null) {
  return new ApiError(Object.values(fieldErrors)[0]?.[0] ?? 'The given data was invalid.', {
    status: 422,
    fieldErrors,
    data,
  });
}

export interface CheckoutProvidersProps {
  api: ReturnType<typeof routeApi>;
  values: Parameters<typeof SectionProviders>[0]['values'];
  cart?: Cart | null;
  /** The page's path. @default '/checkout/address' */
  path?: string;
  children: ReactNode;
}

/** The providers and router a checkout section finds on its page; /checkout/payment shows 'Payment page'. */
export function CheckoutProviders({
  api,
  values,
  cart = checkoutCart(),
  path = '/checkout/address',
  children,
}: CheckoutProvidersProps) {
  // 'Continue' lands on a stand-in payment page, unless the section itself is shown there
  const payment = { path: '/checkout/payment', element: <p>Payment page</p> };
  const router = createMemoryRouter(
    [...(path === payment.path ? [] : [payment]), { path: '*', element: children }],
    { initialEntries: [path] },
  );
  return (
    <SectionProviders api={api} values={values} queries={[[cartQueryKey, cart]]}>
      <RouterProvider router={router} />
    </SectionProviders>
  );
}

/** The demo customer as the initial values' account. */
export const customerAccount = { ...demoCustomer };
