import { endpoint } from '../endpoint.ts';

// spec §7 "Storefront and base". Rows of the endpoint table: see schemas/api/endpoint.ts.

export { heartBeat } from './heart-beat.ts';

/** The storefront object of spec §3: theme, gates, channel, notice bar. */
export const all = endpoint({
  method: 'GET',
  path: '/api/storefront/all',
  access: 'guest',
  silent: true,
  schemas: () => import('../storefront.ts').then((m) => ({ data: m.storefrontSchema })),
});

/**
 * Everything a page needs before it renders (spec §3 "Initial-values response"): licence,
 * subscription, the requested settings, the storefront, installed plugins and the logged-in
 * customer. Read leniently by the storefront (see `initialValuesResponseSchema`).
 */
export const initialValues = endpoint({
  method: 'GET',
  path: '/api/storefront/initial-values',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../initial-values.ts').then((m) => ({
      query: m.initialValuesQuerySchema,
      data: m.initialValuesResponseSchema,
    })),
});

/**
 * Checks the store password (spec §4); the right one sets the unlock cookie for this browser
 * session, a wrong one answers 422 with `errors.password`.
 */
export const verifyPassword = endpoint({
  method: 'POST',
  path: '/api/storefront/verify-password',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../base.ts').then((m) => ({
      body: m.verifyPasswordRequestSchema,
      data: m.verifyPasswordResponseSchema,
    })),
});

/**
 * Puts an e-mail on the coming-soon or maintenance list (spec §4); the page shows the answer's
 * message in place of the form, so it is not toasted.
 */
export const subscribeToMode = endpoint({
  method: 'POST',
  path: '/api/storefront/subscribe-to-mode',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../base.ts').then((m) => ({
      body: m.subscribeToModeRequestSchema,
      data: m.subscribeToModeResponseSchema,
    })),
});

/** The host and origin the store is reached at. */
export const host = endpoint({
  method: 'GET',
  path: '/api/base/host',
  access: 'guest',
  silent: true,
  schemas: () => import('../base.ts').then((m) => ({ data: m.hostResponseSchema })),
});
