import type { AnyEndpoint } from '../endpoint.ts';

// Which statuses an operation of the document can answer. Most follow from the row itself (its
// access, method, path parameters and schemas: `derivedStatuses`); the few that depend on what a
// handler does (an order already paid, a feature a store switched off) are listed by row name
// below, and the test in openapi.node.test.ts checks that every name is a row of the table.

/** An error status the contract documents, with what it means to a caller. */
export const ERROR_STATUSES = {
  400: 'The body is not valid JSON.',
  401: 'Not signed in: no customer session, or no valid admin bearer token.',
  402: 'The payment was declined; `data` says how.',
  403: 'Refused: a state-changing call from another site, a feature this store switched off, or an admin token without that right.',
  404: 'The thing named by the path (or the body) does not exist.',
  409: 'The request conflicts with the current state (the order is already paid, the page has no draft to publish).',
  412: 'The `If-Match` version is not the current one: someone else changed it since it was read; `data.current_version` says which is.',
  413: 'The body is larger than the endpoint accepts.',
  422: 'The input was refused: `errors` maps each field (dotted path) to its messages.',
  428: 'The write needs `If-Match` with the version that was read.',
  429: 'Too many attempts: wait before asking again.',
  500: 'An unexpected error; details stay in the server log.',
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** Statuses a row answers besides the derived ones, by row name (`domain.row`). */
export const EXTRA_STATUSES: Readonly<Record<string, readonly ErrorStatus[]>> = {
  // a store can switch off registration, password login or OTP login (auth settings)
  'auth.register': [403],
  'auth.login': [403],
  'auth.reset': [403],
  'auth.resetComplete': [403],
  'auth.otpRequest': [403, 429],
  'auth.otpVerify': [403, 429],
  'account.otpGenerate': [429],
  'account.otpVerify': [429],
  // card payments: declined, or already paid
  'checkout.processPayment': [402, 404],
  'checkout.completePayment': [402, 404, 409],
  'checkout.complete': [404],
  // the body names an order that may not exist
  'checkout.rateExperience': [404],
  'plugins.trackPurchaseGoogleGtag': [404],
  'plugins.trackPurchaseFacebookPixel': [404],
  // cancelling and refunds can be switched off by the store; the order must be the customer's
  'orders.cancel': [403, 404],
  'orders.requestRefund': [403, 404],
  'orders.detail': [404],
  'orders.invoice': [404],
  'orders.track': [404],
  // the body names a product, a line or an address that may not exist
  'cart.addItem': [404],
  // a change of a cart the caller does not have: 404 'Your cart is empty'
  'cart.updateQuantity': [404],
  'cart.removeItem': [404],
  'cart.updateItems': [404],
  'cart.updateItemsPrice': [404],
  'cart.removeCoupon': [404],
  'cart.updateAddress': [404],
  'cart.updateContact': [404],
  'cart.updatePaymentMode': [404],
  'cart.updateShippingMode': [404],
  'wishlist.add': [404],
  'wishlist.moveToCart': [404],
  'plugins.rateProduct': [404],
  'plugins.productReviews': [404],
  // the storefront may not be set up yet
  'storefront.all': [404],
  // publishing: a page without a draft, or a shared layout published from another page
  'admin.publishTemplate': [409, 422],
};

/**
 * Rows whose writes are conditional (DESIGN decision 15): they take `If-Match` with the version
 * that was read, and answer 428 without it and 412 when it is stale.
 */
export const CONDITIONAL_ROWS: ReadonlySet<string> = new Set([
  'admin.saveTemplate',
  'admin.publishTemplate',
  'admin.discardDraft',
  'admin.restoreVersion',
  'admin.updatePage',
  'admin.deletePage',
  'admin.saveStorefrontDraft',
  'admin.discardStorefrontDraft',
]);

/** Success statuses other than 200, by row name: rows that create something. */
export const CREATED_ROWS: ReadonlySet<string> = new Set([
  'address.add',
  'admin.createPage',
  'admin.duplicatePage',
  'orders.requestRefund',
  'plugins.rateProduct',
  'plugins.uploadCustomisation',
]);

/**
 * Rows that answer 201 when they create and 200 when the same call was already answered (an
 * order placed again from the same cart answers the order it made): both are documented.
 */
export const CREATED_OR_REPEATED_ROWS: ReadonlySet<string> = new Set(['checkout.placeOrder']);

/** What a `file` row answers instead of an envelope, by row name. */
export const FILE_TYPES: Readonly<Record<string, { type: string; description: string }>> = {
  'media.file': { type: 'image/*', description: 'The image file.' },
  'plugins.customisationPicture': { type: 'image/*', description: 'The stored picture.' },
  'orders.invoice': { type: 'application/pdf', description: 'The invoice, as an attachment.' },
  'docs.openapi': { type: 'application/json', description: 'This document.' },
};

/** Rows whose body is multipart form data rather than JSON (the row has no body schema). */
export const MULTIPART_ROWS: Readonly<
  Record<string, { properties: Record<string, object>; required: string[] }>
> = {
  'plugins.uploadCustomisation': {
    properties: {
      file: {
        type: 'string',
        format: 'binary',
        description: 'A PNG, JPEG, WebP or GIF of at most 2 MB.',
      },
    },
    required: ['file'],
  },
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a row can answer, derived from the row, plus its {@link EXTRA_STATUSES}:
 * - 400 when it takes a JSON body (a body that does not parse);
 * - 401 for `customer` rows (no session) and `admin` rows (no or a wrong bearer token);
 * - 403 for `admin` rows (a token without that right) and every POST/PUT/PATCH/DELETE (a browser
 *   call from another site's origin is refused, see examples/api/http/csrf.ts);
 * - 404 when the path has parameters (`/api/blog/:slug` naming no post);
 * - 413 for `admin` rows (the admin API caps its bodies);
 * - 412 and 428 for {@link CONDITIONAL_ROWS} (a stale or missing `If-Match`);
 * - 422 when the row takes any input (params, query or body) or a multipart upload;
 * - 500 always: every answer, a crash included, is an envelope.
 */
export function derivedStatuses(
  name: string,
  row: AnyEndpoint,
  parts: { params: boolean; query: boolean; body: boolean },
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(EXTRA_STATUSES[name] ?? []);
  if (CONDITIONAL_ROWS.has(name)) statuses.add(412).add(428);
  if (parts.body) statuses.add(400);
  if (row.access !== 'guest') statuses.add(401);
  if (row.access === 'admin') statuses.add(403).add(413);
  if (UNSAFE_METHODS.has(row.method)) statuses.add(403);
  if (/:[A-Za-z_]/.test(row.path)) statuses.add(404);
  if (parts.params || parts.query || parts.body || name in MULTIPART_ROWS) statuses.add(422);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}
