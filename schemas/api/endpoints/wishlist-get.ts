import { endpoint } from '../endpoint.ts';

// The wishlist's row that every page reads (the header's count), in a module of its own, as
// `cart-get.ts` is; `endpoints/wishlist.ts` re-exports it.

/** The customer's wishlist, newest first. */
export const get = endpoint({
  method: 'GET',
  path: '/api/wishlist/get',
  access: 'customer',
  silent: true,
  schemas: () => import('../wishlist.ts').then((m) => ({ data: m.wishlistResponseSchema })),
});
