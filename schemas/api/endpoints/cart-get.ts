import { endpoint } from '../endpoint.ts';

// The cart's row that every page reads (the header's count), in a module of its own: a page's
// bundle gets a whole module or none of it (decision 0019), and the other rows of
// `endpoints/cart.ts`, which re-exports this one, are for the pages that change the cart.

/** The shopper's cart; an empty one (`id: null`) before the first item is added. */
export const get = endpoint({
  method: 'GET',
  path: '/api/cart/get',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../cart.ts').then((m) => ({ query: m.cartQuerySchema, data: m.cartSchema })),
});
