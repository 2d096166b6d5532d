import { z } from 'zod';
import { cartCallFields } from './cart-fields.ts';

// The checkout step checks of the cart (spec §5): `validate`, `validate/address` and
// `validate/stock` answer these, 422 with the first message when a step fails.

/** Step messages of spec §5, in the order the spec lists them (zod-free, for the browser). */
export {
  BILLING_ADDRESS_EMPTY_MESSAGE,
  CART_EMPTY_MESSAGE,
  CUSTOMER_EMPTY_MESSAGE,
  EMAIL_EMPTY_MESSAGE,
  fieldEmptyMessage,
  PAYMENT_METHOD_EMPTY_MESSAGE,
  PHONE_EMPTY_MESSAGE,
  SHIPPING_ADDRESS_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
} from '../api-constants.ts';

/** The three checkout steps (spec §4). */
export const checkoutStepNames = ['cart', 'address', 'payment'] as const;
export type CheckoutStepName = (typeof checkoutStepNames)[number];

/**
 * Query of `GET /api/cart/validate`. With `step`, the answer is a 422 only when that step fails
 * (a step fails when an earlier one does): the address step's 'Continue' asks `step=address` and
 * gets a 200 while the payment step is still to come. The verdict is the whole one either way.
 */
export const cartValidateQuerySchema = z.object({
  ...cartCallFields,
  /** Judge the cart up to this step only. @default every step */
  step: z.enum(checkoutStepNames).optional(),
});
export type CartValidateQuery = z.infer<typeof cartValidateQuerySchema>;

/** One step's verdict. */
export const stepValidationSchema = z.object({
  /** Whether the step passes (a step fails when an earlier one does). */
  valid: z.boolean(),
  /** Its own messages, in spec order. */
  messages: z.array(z.string()),
});

/**
 * `data` of `GET /api/cart/validate`: every step message of spec §5 in order (cart, then
 * address, then payment). Answered with 200 when valid, else 422 with the first message as
 * `message`, the messages by step in `errors` and this object as `data`.
 */
export const cartValidationSchema = z.object({
  /** Whether the cart can be ordered. */
  is_valid: z.boolean(),
  /** Every failing message, in spec order. */
  messages: z.array(z.string()),
  /** Verdict by step. */
  steps: z.object({
    cart: stepValidationSchema,
    address: stepValidationSchema,
    payment: stepValidationSchema,
  }),
});
export type CartValidation = z.infer<typeof cartValidationSchema>;

/**
 * `data` of `GET /api/cart/validate/address`: the cart's shipping and billing addresses checked
 * against today's address-field definitions and country list. 200 when valid, else 422 as for
 * `validate`, with `errors` keyed `shipping_address` and `billing_address`.
 */
export const cartAddressValidationSchema = z.object({
  /** Whether both addresses pass. */
  is_valid: z.boolean(),
  /** What is wrong, shipping first. */
  messages: z.array(z.string()),
});
export type CartAddressValidation = z.infer<typeof cartAddressValidationSchema>;

/** A line that cannot be bought as it is. */
export const outOfStockItemSchema = z.object({
  /** The line's id. */
  item_id: z.number().int().positive(),
  /** The product's id. */
  product_id: z.number().int().positive(),
  /** The sku. */
  sku: z.string(),
  /** Product name. */
  name: z.string(),
  /** Units in the cart. */
  quantity: z.number().int().positive(),
  /** Units available. */
  available: z.number().int().nonnegative(),
  /** `This item is out of stock` or `Only 2 left in stock`. */
  message: z.string(),
});
export type OutOfStockItem = z.infer<typeof outOfStockItemSchema>;

/**
 * `data` of `GET /api/cart/validate/stock` (spec §3 "out-of-stock items list"). 200 when every
 * line can be bought, else 422 with `errors.items` and this object as `data`.
 */
export const cartStockValidationSchema = z.object({
  /** Whether every line can be bought. */
  is_valid: z.boolean(),
  /** The lines that cannot. */
  out_of_stock_items: z.array(outOfStockItemSchema),
});
export type CartStockValidation = z.infer<typeof cartStockValidationSchema>;
