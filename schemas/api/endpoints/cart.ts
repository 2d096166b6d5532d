import { endpoint } from '../endpoint.ts';

// spec §7 "Cart". Rows of the endpoint table: see schemas/api/endpoint.ts. The caller's cart is
// the logged-in customer's, else the guest cart of the `cart_session` cookie, so every row is
// open to guests; every change answers the whole cart, priced by the server.

// The shopper's cart: a module of its own, since every page reads it.
export { get } from './cart-get.ts';

/** Adds units of a product (or variant), with its personalisation; creates the cart. */
export const addItem = endpoint({
  method: 'POST',
  path: '/api/cart/add-item',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({ body: m.addCartItemRequestSchema, data: m.cartSchema })),
});

/** Sets the units of one line. */
export const updateQuantity = endpoint({
  method: 'PUT',
  path: '/api/cart/update-qty',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.updateCartQuantityRequestSchema,
      data: m.cartSchema,
    })),
});

/** Takes one line out of the cart. */
export const removeItem = endpoint({
  method: 'DELETE',
  path: '/api/cart/remove-item',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.removeCartItemRequestSchema,
      data: m.cartSchema,
    })),
});

/** Sets the units of several lines at once; 0 removes a line. */
export const updateItems = endpoint({
  method: 'PUT',
  path: '/api/cart/update',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({ body: m.updateCartRequestSchema, data: m.cartSchema })),
});

/** The active coupons, best first, each with whether it applies to this cart. */
export const coupons = endpoint({
  method: 'GET',
  path: '/api/cart/coupons/get',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../cart.ts').then((m) => ({
      query: m.cartQuerySchema,
      data: m.availableCouponsSchema,
    })),
});

/** Applies a coupon code (one per cart); a code that does not apply is a 422 saying why. */
export const applyCoupon = endpoint({
  method: 'POST',
  path: '/api/cart/coupons/apply',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({ body: m.applyCouponRequestSchema, data: m.cartSchema })),
});

/** Takes the coupon off the cart. */
export const removeCoupon = endpoint({
  method: 'DELETE',
  path: '/api/cart/coupons/remove',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({ query: m.cartQuerySchema, data: m.cartSchema })),
});

/** Sets the shipping or billing address (typed in, or one of the customer's saved ones). */
export const updateAddress = endpoint({
  method: 'PUT',
  path: '/api/cart/update-address',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.updateCartAddressRequestSchema,
      data: m.cartSchema,
    })),
});

/** Chooses the shipping method, which prices the shipping. */
export const updateShippingMode = endpoint({
  method: 'PUT',
  path: '/api/cart/update-shipping-mode',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.updateShippingModeRequestSchema,
      data: m.cartSchema,
    })),
});

/** Chooses the payment method. */
export const updatePaymentMode = endpoint({
  method: 'PUT',
  path: '/api/cart/update-payment-mode',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.updatePaymentModeRequestSchema,
      data: m.cartSchema,
    })),
});

/** Sets the contact phone and e-mail, checked against the store's requirements. */
export const updateContact = endpoint({
  method: 'PUT',
  path: '/api/cart/update-contact',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({
      body: m.updateCartContactRequestSchema,
      data: m.cartSchema,
    })),
});

/** Re-prices the lines from the catalogue; answers the cart and what changed. */
export const updateItemsPrice = endpoint({
  method: 'PUT',
  path: '/api/cart/update-items-price',
  access: 'guest',
  schemas: () =>
    import('../cart.ts').then((m) => ({ query: m.cartQuerySchema, data: m.cartRepriceSchema })),
});

/**
 * Whether the cart can be ordered, step by step with the messages of spec §5; when it cannot,
 * a 422 whose `message` is the first problem and whose `data` is the same verdict. With
 * `step`, only a failure up to that step is a 422.
 */
export const validate = endpoint({
  method: 'GET',
  path: '/api/cart/validate',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../cart.ts').then((m) => ({
      query: m.cartValidateQuerySchema,
      data: m.cartValidationSchema,
    })),
});

/** Whether the cart's addresses are complete; a 422 with the verdict as `data` when not. */
export const validateAddress = endpoint({
  method: 'GET',
  path: '/api/cart/validate/address',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../cart.ts').then((m) => ({
      query: m.cartQuerySchema,
      data: m.cartAddressValidationSchema,
    })),
});

/** Whether every line is in stock; a 422 listing the lines that are not, as `data`. */
export const validateStock = endpoint({
  method: 'GET',
  path: '/api/cart/validate/stock',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../cart.ts').then((m) => ({
      query: m.cartQuerySchema,
      data: m.cartStockValidationSchema,
    })),
});
