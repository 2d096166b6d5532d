import { endpoint } from '../endpoint.ts';

// spec §7 "Settings". Rows of the endpoint table: see schemas/api/endpoint.ts.

/** The values of the setting keys asked for; unknown or unset keys answer `null`. */
export const get = endpoint({
  method: 'POST',
  path: '/api/settings/get',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../settings.ts').then((m) => ({
      body: m.settingsGetRequestSchema,
      data: m.settingsGetResponseSchema,
    })),
});

/** The countries the store ships to, with their states and phone rules. */
export const countries = endpoint({
  method: 'GET',
  path: '/api/settings/countries',
  access: 'guest',
  silent: true,
  schemas: () => import('../address.ts').then((m) => ({ data: m.countriesResponseSchema })),
});

/** The fields of both address forms (shipping and billing). */
export const addressFields = endpoint({
  method: 'GET',
  path: '/api/settings/address-fields',
  access: 'guest',
  silent: true,
  schemas: () => import('../address.ts').then((m) => ({ data: m.addressFieldsResponseSchema })),
});

/** The fields of one address form (`:type` is `Shipping` or `Billing`; another type answers 404). */
export const addressFieldsOf = endpoint({
  method: 'GET',
  path: '/api/settings/address-fields/:type',
  access: 'guest',
  silent: true,
  schemas: () => import('../address.ts').then((m) => ({ data: m.addressFieldsResponseSchema })),
});
