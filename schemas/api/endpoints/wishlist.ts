import { endpoint } from '../endpoint.ts';

// spec §7 "Wishlist". Rows of the endpoint table: see schemas/api/endpoint.ts. The wishlist is
// the logged-in customer's (spec §6), so every row answers 401 to a guest.

// The customer's wishlist: a module of its own, since every page reads it.
export { get } from './wishlist-get.ts';

/** Adds a product (adding it twice keeps the first entry); answers the wishlist after it. */
export const add = endpoint({
  method: 'POST',
  path: '/api/wishlist/add',
  access: 'customer',
  schemas: () =>
    import('../wishlist.ts').then((m) => ({
      body: m.wishlistProductRequestSchema,
      data: m.wishlistResponseSchema,
    })),
});

/** Removes a product; answers the wishlist after it. */
export const remove = endpoint({
  method: 'DELETE',
  path: '/api/wishlist/remove',
  access: 'customer',
  schemas: () =>
    import('../wishlist.ts').then((m) => ({
      body: m.wishlistProductRequestSchema,
      data: m.wishlistResponseSchema,
    })),
});

/** Moves a product from the wishlist into the cart in one step; answers both lists after it. */
export const moveToCart = endpoint({
  method: 'POST',
  path: '/api/wishlist/moveToCart',
  access: 'customer',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.moveToCartRequestSchema,
      data: m.moveToCartResponseSchema,
    })),
});
