// The endpoint table (DESIGN §4 "API contract and endpoint table"): every endpoint of spec §7,
// one row each, grouped by domain. The storefront calls `api.call(endpoints.cart.addItem, ...)`;
// the reference API mounts its routes from the same rows (examples/api/http/mount.ts).
//
// Browser code imports one domain's module as a namespace, `import * as cart from
// 'schemas/api/endpoints/cart.ts'`, so a page's bundle keeps only the rows it names; importing
// this gathering module would bundle every row. The server and tests use it whole.

export * as account from './endpoints/account.ts';
export * as address from './endpoints/address.ts';
export * as admin from './endpoints/admin.ts';
export * as auth from './endpoints/auth.ts';
export * as cart from './endpoints/cart.ts';
export * as catalogue from './endpoints/catalogue.ts';
export * as checkout from './endpoints/checkout.ts';
export * as content from './endpoints/content.ts';
export * as docs from './endpoints/docs.ts';
export * as media from './endpoints/media.ts';
export * as orders from './endpoints/orders.ts';
export * as plugins from './endpoints/plugins.ts';
export * as settings from './endpoints/settings.ts';
export * as storefront from './endpoints/storefront.ts';
export * as wishlist from './endpoints/wishlist.ts';
