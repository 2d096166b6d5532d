import { endpoint } from '../endpoint.ts';

// spec §7 "Address". Rows of the endpoint table: see schemas/api/endpoint.ts. The address book
// is the logged-in customer's; another customer's address answers 404 like a missing one.

/** The customer's saved addresses, shipping and billing. */
export const all = endpoint({
  method: 'GET',
  path: '/api/address/all',
  access: 'customer',
  silent: true,
  schemas: () => import('../address.ts').then((m) => ({ data: m.addressListResponseSchema })),
});

/** Saves a new address; the first of its type, or one marked default, becomes the default. */
export const add = endpoint({
  method: 'POST',
  path: '/api/address/add',
  access: 'customer',
  schemas: () =>
    import('../address.ts').then((m) => ({
      body: m.addressInputSchema,
      data: m.addressSchema,
    })),
});

/** Replaces one of the customer's addresses (`:id`; any other id is a 404). */
export const update = endpoint({
  method: 'PUT',
  path: '/api/address/update/:id',
  access: 'customer',
  schemas: () =>
    import('../address.ts').then((m) => ({
      body: m.addressInputSchema,
      data: m.addressSchema,
    })),
});
