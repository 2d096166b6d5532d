import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../api-constants.ts';
import { moneySchema } from './catalogue.ts';
import { NUMERIC_MESSAGE } from './customer-fields.ts';

// What every module of the cart contract builds on (spec §7 "Cart"): the amount every answer
// carries and the fields every cart call accepts. A leaf module, so cart.ts, its coupons and
// its checkout choices can all use it without importing one another in a circle.

/** An amount of money with its display form, e.g. `{ amount: 2499, formatted: '₹2,499.00' }`. */
export const amountSchema = z.object({
  /** In the currency's major unit (rupees), at most two decimals. */
  amount: moneySchema,
  /** Formatted for display in the channel currency, e.g. `₹2,499.00`. */
  formatted: z.string().optional(),
});
export type Amount = z.infer<typeof amountSchema>;

/**
 * The guest cart's token (the `cart_session` cookie). The server reads the httpOnly cookie; a
 * client that cannot keep cookies may send it as `cart_session` in the query or body instead.
 */
export const cartSessionField = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, {
  error: 'This field is not valid',
});

/** Fields every cart call may carry (spec §7: `api_cart`, `cart_session`). */
export const cartCallFields = {
  /** The storefront's "cart lives on the API" flag; accepted and ignored. */
  api_cart: z.union([z.boolean(), z.string()]).optional(),
  /** The guest cart token when the cookie cannot be used. */
  cart_session: cartSessionField.optional(),
};

/** Query of the cart `GET` calls (`get`, `coupons/get`, `validate`...). */
export const cartQuerySchema = z.object(cartCallFields);
export type CartQuery = z.infer<typeof cartQuerySchema>;

/** Units of one line: a whole number from 1 to {@link MAX_LINE_QUANTITY}. */
export const quantityField = z
  .number({ error: NUMERIC_MESSAGE })
  .int()
  .min(1, { error: 'The quantity must be at least 1.' })
  .max(MAX_LINE_QUANTITY, { error: `The quantity may not be greater than ${MAX_LINE_QUANTITY}.` });
