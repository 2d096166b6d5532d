import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../schemas/api/endpoint-list.ts';
import { createApiApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';

// The endpoint table, the routes the reference API mounts and the calls of spec §7 must agree
// (DESIGN §4): an endpoint missing on any side, or mounted without a row, fails here.

/** spec §7 "Calls made", as the spec lists them (its `{id}` written `:id`). */
const SPEC_CALLS = [
  // Pages and content
  'GET /api/slider/:id',
  'GET /api/menu/:id',
  'GET /api/template/:id',
  'GET /api/templateBoth/:id',
  'GET /api/page/:id',
  'GET /api/form/:id',
  'POST /api/form/submit/:id',
  'GET /api/faq/:id',
  'POST /api/blog/list',
  // Storefront and base
  'GET /api/storefront/all',
  'POST /api/storefront/verify-password',
  'POST /api/storefront/subscribe-to-mode',
  'GET /api/storefront/initial-values',
  'GET /api/base/host',
  'POST /api/base/heart-beat',
  // Settings
  'POST /api/settings/get',
  'GET /api/settings/countries',
  'GET /api/settings/address-fields',
  'GET /api/settings/address-fields/:type',
  // Auth
  'POST /api/auth/login',
  'POST /api/auth/reset',
  'POST /api/auth/validate-reset',
  'POST /api/auth/reset-complete',
  'POST /api/auth/register',
  'POST /api/auth/otp/request',
  'POST /api/auth/otp/verify',
  'POST /api/auth/logout',
  // Account
  'GET /api/account/get',
  'PUT /api/account/update-profile',
  'PUT /api/account/update-password',
  'POST /api/account/otp/generate',
  'POST /api/account/otp/verify',
  // Plugins
  'GET /api/plugins/all',
  'GET /api/plugins/config/:name',
  'PUT /api/plugins/GoogleGtag/track-purchase',
  'PUT /api/plugins/FacebookPixel/track-purchase',
  'POST /api/plugins/TradeEnquiry/submit',
  'POST /api/plugins/emailSubscription/subscribe',
  'POST /api/plugins/Gallery',
  'POST /api/plugins/customGallery',
  'GET /api/plugins/PincodeAvaliability/check',
  'POST /api/plugins/AbandonedCart',
  'GET /api/plugins/review/fields',
  'POST /api/plugins/review/rate-product',
  'POST /api/plugins/review/product-reviews',
  // Search, products and catalogue
  'GET /api/search/search',
  'POST /api/search/search-products',
  'POST /api/product/product-grid',
  'POST /api/product/product-category/:id',
  'GET /api/product/filters/all/:id',
  'GET /api/product/single-product/:id',
  'GET /api/product/single-product/:id/related',
  'POST /api/product/product-collection/:id',
  'POST /api/category/category-grid',
  'GET /api/category/all',
  'POST /api/shop/:id',
  'GET /api/tag/all',
  // Cart (under /api/cart)
  'GET /api/cart/get',
  'POST /api/cart/add-item',
  'PUT /api/cart/update-qty',
  'DELETE /api/cart/remove-item',
  'GET /api/cart/coupons/get',
  'POST /api/cart/coupons/apply',
  'DELETE /api/cart/coupons/remove',
  'PUT /api/cart/update-address',
  'PUT /api/cart/update-payment-mode',
  'PUT /api/cart/update-shipping-mode',
  'PUT /api/cart/update-contact',
  'PUT /api/cart/update',
  'PUT /api/cart/update-items-price',
  'GET /api/cart/validate',
  'GET /api/cart/validate/address',
  'GET /api/cart/validate/stock',
  // Checkout
  'POST /api/checkout/place-order',
  'POST /api/checkout/process-payment',
  'POST /api/checkout/complete-payment',
  'POST /api/checkout/rate-experience',
  'GET /api/checkout/complete',
  // Address
  'GET /api/address/all',
  'PUT /api/address/update/:id',
  'POST /api/address/add',
  // Wishlist
  'GET /api/wishlist/get',
  'POST /api/wishlist/add',
  'DELETE /api/wishlist/remove',
  'POST /api/wishlist/moveToCart',
  // Orders and tracking
  'GET /api/orders/get',
  'POST /api/orders/item',
  'GET /api/orders/invoice',
  'PUT /api/orders/cancel',
  'POST /api/orders/refund/request',
  'POST /api/track-order',
  'GET /api/track-order/:waybill',
];

const routeOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('endpoint table', () => {
  let database: OpenDatabase;
  let mounted: string[];
  const rows = allEndpoints.map(({ row }) => routeOf(row));

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const app = createApiApp({ db: database.db, adminToken: 'table-test-token', log: () => {} });
    mounted = app.routes.filter((route) => route.method !== 'ALL').map(routeOf);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('has one row per method and path', () => {
    expect(rows.filter((route, index) => rows.indexOf(route) !== index)).toEqual([]);
  });

  it('has a row for every call of spec §7', () => {
    expect(SPEC_CALLS.filter((call) => !rows.includes(call))).toEqual([]);
  });

  it('is mounted by the reference API, every row and nothing without one', () => {
    expect(rows.filter((row) => !mounted.includes(row))).toEqual([]);
    expect(mounted.filter((route) => !rows.includes(route))).toEqual([]);
  });

  it('loads every row schemas, with a data schema', async () => {
    for (const { name, row } of allEndpoints) {
      const schemas = await row.schemas();
      expect(schemas.data, name).toBeDefined();
    }
  });
});
