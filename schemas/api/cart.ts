import { z } from 'zod';
import { CUSTOM_TEXT_MAX_LENGTH, MAX_LINE_QUANTITY } from '../api-constants.ts';
import {
  cartAddressSchema,
  paymentMethodSchema,
  shippingMethodSchema,
} from './cart-checkout-choices.ts';
import { cartCouponSchema } from './cart-coupons.ts';
import { amountSchema, cartCallFields, quantityField } from './cart-fields.ts';
import { moneySchema, productCardSchema } from './catalogue.ts';
import { FIELD_REQUIRED_MESSAGE, NUMERIC_MESSAGE } from './customer-fields.ts';
import { wishlistResponseSchema } from './wishlist.ts';

// Cart contract (spec §7 "Cart", spec §3 "Cart"). The client never sends a price: every amount
// below is computed by the server from the catalogue, the coupon and the shipping method.
//
// Business refusals (not enough stock, a coupon that does not apply) answer 422 with the
// specific message as `message` and under the field it concerns in `errors`, so a form can show
// it in place and a popup can toast it.

export {
  CUSTOM_TEXT_MAX_LENGTH,
  MAX_LINE_QUANTITY,
  onlyLeftInStockMessage,
} from '../api-constants.ts';

/** Answer to an add or quantity change of an item that is sold out. */
export const OUT_OF_STOCK_MESSAGE = 'This item is out of stock';

/** Personalisation of one line (spec §3 "Customisation per product"). */
export const cartCustomisationSchema = z.object({
  /** Text to print or engrave; trimmed, blank means none. */
  custom_text: z.string().trim().max(CUSTOM_TEXT_MAX_LENGTH).optional(),
  /** Root-relative path or http(s) URL of the shopper's image. */
  image_path: z
    .string()
    .trim()
    .max(500)
    .regex(/^(?:\/(?!\/)|https?:\/\/)\S*$/, { error: 'This field is not valid' })
    .optional(),
});
export type CartCustomisation = z.infer<typeof cartCustomisationSchema>;

/**
 * Body of `POST /api/cart/add-item`. Adding what the cart already holds (same product, variant
 * and customisation) raises that line's quantity; the total is checked against the stock.
 * `additonal_data` is the spec's spelling; `additional_data` is accepted too.
 */
export const addCartItemRequestSchema = z.object({
  ...cartCallFields,
  /** The product. */
  product_id: z.number().int().positive(),
  /** Variant sku; required for a product with variants. */
  sku: z.string().trim().min(1).max(100).optional(),
  /** Units to add. @default 1 */
  quantity: quantityField.default(1),
  /** Personalisation (spec §7 spelling). */
  additonal_data: cartCustomisationSchema.optional(),
  /** Personalisation (corrected spelling). */
  additional_data: cartCustomisationSchema.optional(),
});
export type AddCartItemRequest = z.infer<typeof addCartItemRequestSchema>;

/** Which line a call means: `item_id`, or the product (and variant sku) it holds. */
const lineSelector = {
  /** The line's id (`items[].id`); preferred when a product has several lines. */
  item_id: z.number().int().positive().optional(),
  /** The product of the line. */
  product_id: z.number().int().positive().optional(),
  /** The variant sku of the line. */
  sku: z.string().trim().min(1).max(100).optional(),
};
const needsLine = (line: { item_id?: number | undefined; product_id?: number | undefined }) =>
  line.item_id !== undefined || line.product_id !== undefined;
const lineRequired = { error: FIELD_REQUIRED_MESSAGE, path: ['product_id'] };

/** Body of `PUT /api/cart/update-qty`: the line's new quantity. */
export const updateCartQuantityRequestSchema = z
  .object({ ...cartCallFields, ...lineSelector, quantity: quantityField })
  .refine(needsLine, lineRequired);
export type UpdateCartQuantityRequest = z.infer<typeof updateCartQuantityRequestSchema>;

/** Body of `DELETE /api/cart/remove-item`. */
export const removeCartItemRequestSchema = z
  .object({ ...cartCallFields, ...lineSelector })
  .refine(needsLine, lineRequired);
export type RemoveCartItemRequest = z.infer<typeof removeCartItemRequestSchema>;

/** Body of `PUT /api/cart/update`: several quantities at once; 0 removes the line. */
export const updateCartRequestSchema = z.object({
  ...cartCallFields,
  /** New quantities by line id. */
  items: z
    .array(
      z.object({
        /** The line's id. */
        item_id: z.number().int().positive(),
        /** New quantity; 0 removes the line. */
        quantity: z.number({ error: NUMERIC_MESSAGE }).int().min(0).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(200),
});
export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;

/** The variant of a line. */
export const cartVariantSchema = z.object({
  /** Variant id. */
  id: z.number().int().positive(),
  /** Variant sku. */
  sku: z.string(),
  /** Attribute name to option value, e.g. `{ colour: 'red', size: 'm' }`. */
  options: z.record(z.string(), z.string()),
});

/** One line of a cart (spec §3 "items"). */
export const cartItemSchema = z.object({
  /** Line id; names the line in update-qty, remove-item and update. */
  id: z.number().int().positive(),
  /** The product's id (spec §3 `items[].product_id`). */
  product_id: z.number().int().positive(),
  /** The variant's id; `null` for a product without variants. */
  variant_id: z.number().int().positive().nullable(),
  /** The sku bought: the variant's, else the product's. */
  sku: z.string(),
  /** The product as a card (spec §3 `items[].product`). */
  product: productCardSchema,
  /** The variant bought; `null` for a product without variants. */
  variant: cartVariantSchema.nullable(),
  /** Units. */
  quantity: z.number().int().positive(),
  /** Units as displayed (spec §3 `quantity_in_display_unit`); equal to `quantity` here. */
  quantity_in_display_unit: z.number().int().positive(),
  /** Personalisation text; `null` for none. */
  custom_text: z.string().nullable(),
  /** Personalisation image; `null` for none. */
  image_path: z.string().nullable(),
  /** Price of one unit as the cart holds it (the catalogue's when added or re-priced). */
  unit_price: amountSchema,
  /** List price of one unit now. */
  mrp: amountSchema,
  /** `unit_price` × `quantity`. */
  line_total: amountSchema,
  /** The catalogue's price of one unit now. */
  current_price: moneySchema,
  /** Whether the catalogue price moved since the line was priced (see `update-items-price`). */
  price_changed: z.boolean(),
  /** Units available now. */
  stock: z.number().int().nonnegative(),
  /** Whether `quantity` can be bought now. */
  is_in_stock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A cart (spec §3 "Cart"), the `data` of `GET /api/cart/get` and of every cart change. Without a
 * cart yet, `id` and `session_id` are `null` and `items` is empty.
 */
export const cartSchema = z.object({
  /** Cart id; `null` before the first item is added. */
  id: z.number().int().positive().nullable(),
  /** The guest cart token (spec §3 `session_id`); `null` when the request did not carry it. */
  session_id: z.string().nullable(),
  /** The owning customer; `null` for a guest cart. */
  customer_id: z.number().int().positive().nullable(),
  /** Contact phone: the one set on the cart, else the customer's, else the shipping address's. */
  phone: z.string().nullable(),
  /** Contact e-mail: the one set on the cart, else the customer's. */
  email: z.string().nullable(),
  /** Lines in the order they were added. */
  items: z.array(cartItemSchema),
  /** Units over all lines. */
  total_quantity: z.number().int().nonnegative(),
  /** The applied coupon, or `null`. */
  coupon: cartCouponSchema.nullable(),
  /** Sum of the line totals. */
  subtotal: amountSchema,
  /** What the coupon takes off. */
  discount: amountSchema,
  /** What the chosen shipping method costs (0 before one is chosen). */
  shipping: amountSchema,
  /** Tax added on top; prices include GST, so 0 in the reference store. */
  tax: amountSchema,
  /** subtotal − discount + shipping + tax (spec §3 `grand_total.amount`). */
  grand_total: amountSchema,
  /** ISO 4217 code of every amount, e.g. `INR`. */
  currency: z.string().length(3),
  /** Where to ship. */
  shipping_address: cartAddressSchema.nullable(),
  /** Where to bill. */
  billing_address: cartAddressSchema.nullable(),
  /** The chosen shipping method (spec §3 `shipping_method.name`). */
  shipping_method: shippingMethodSchema.nullable(),
  /** Every shipping method, with what this cart would pay. */
  shipping_methods: z.array(shippingMethodSchema),
  /** The chosen payment method. */
  cart_payment_method: paymentMethodSchema.nullable(),
  /** Every payment method (spec §3 `cart_payment_methods`). */
  cart_payment_methods: z.array(paymentMethodSchema),
  /** Whether any line's price moved since it was priced. */
  prices_changed: z.boolean(),
  /** When the cart is dropped unless it changes (ISO 8601); `null` when carts do not expire. */
  expires_at: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** One line whose price `PUT /api/cart/update-items-price` changed. */
export const cartPriceChangeSchema = z.object({
  /** The line's id. */
  item_id: z.number().int().positive(),
  /** Product name. */
  name: z.string(),
  /** The sku. */
  sku: z.string(),
  /** The unit price the cart held. */
  old_price: moneySchema,
  /** The unit price it holds now. */
  new_price: moneySchema,
});
export type CartPriceChange = z.infer<typeof cartPriceChangeSchema>;

/** `data` of `PUT /api/cart/update-items-price`: the re-priced cart and what changed. */
export const cartRepriceSchema = z.object({
  /** The cart after re-pricing. */
  cart: cartSchema,
  /** Lines whose price changed; empty when every price was current. */
  changes: z.array(cartPriceChangeSchema),
});
export type CartReprice = z.infer<typeof cartRepriceSchema>;

/**
 * Body of `POST /api/wishlist/moveToCart` (spec §7 "Wishlist"): takes the product off the
 * customer's wishlist and adds it to their cart in one transaction.
 */
export const moveToCartRequestSchema = z.object({
  ...cartCallFields,
  /** The wishlisted product. */
  product_id: z.number().int().positive(),
  /** Variant sku; required for a product with variants. */
  sku: z.string().trim().min(1).max(100).optional(),
  /** Units to add. @default 1 */
  quantity: quantityField.default(1),
});
export type MoveToCartRequest = z.infer<typeof moveToCartRequestSchema>;

/** `data` of `POST /api/wishlist/moveToCart`: both lists after the move. */
export const moveToCartResponseSchema = z.object({
  /** The cart. */
  cart: cartSchema,
  /** The wishlist. */
  wishlist: wishlistResponseSchema,
});
export type MoveToCartResponse = z.infer<typeof moveToCartResponseSchema>;

/** Body of `POST /api/plugins/AbandonedCart`: the recovery token of an abandoned-cart link. */
export const abandonedCartRequestSchema = z.object({
  ...cartCallFields,
  /** The token from the recovery link. */
  token: z.string().trim().min(1, { error: FIELD_REQUIRED_MESSAGE }).max(200),
});
export type AbandonedCartRequest = z.infer<typeof abandonedCartRequestSchema>;

/** `data` of `POST /api/plugins/AbandonedCart`. */
export const abandonedCartResponseSchema = z.object({
  /** The token now stored on the cart. */
  token: z.string(),
  /** The cart it is stored on. */
  cart_id: z.number().int().positive(),
});
export type AbandonedCartResponse = z.infer<typeof abandonedCartResponseSchema>;

export {
  type CartAddress,
  cartAddressSchema,
  type PaymentMethod,
  paymentMethodSchema,
  type ShippingMethod,
  shippingMethodSchema,
  type TestCard,
  testCardSchema,
  type UpdateCartAddressRequest,
  type UpdateCartContactRequest,
  type UpdatePaymentModeRequest,
  type UpdateShippingModeRequest,
  updateCartAddressRequestSchema,
  updateCartContactRequestSchema,
  updatePaymentModeRequestSchema,
  updateShippingModeRequestSchema,
} from './cart-checkout-choices.ts';
// The cart contract's other modules, named here too: the endpoint rows load the cart's schemas
// with one `import('../cart.ts')`, and index.ts lists the whole contract from this file.
export {
  type ApplyCouponRequest,
  type AvailableCoupons,
  applyCouponRequestSchema,
  availableCouponsSchema,
  type CartCoupon,
  COUPON_ALREADY_APPLIED_MESSAGE,
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_EMPTY_CART_MESSAGE,
  COUPON_EXPIRED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  COUPON_NOT_STARTED_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  type Coupon,
  type CouponType,
  cartCouponSchema,
  couponMinimumMessage,
  couponSchema,
  couponTypeSchema,
} from './cart-coupons.ts';
export {
  type Amount,
  amountSchema,
  type CartQuery,
  cartQuerySchema,
  cartSessionField,
} from './cart-fields.ts';
export {
  BILLING_ADDRESS_EMPTY_MESSAGE,
  CART_EMPTY_MESSAGE,
  type CartAddressValidation,
  type CartStockValidation,
  type CartValidateQuery,
  type CartValidation,
  type CheckoutStepName,
  CUSTOMER_EMPTY_MESSAGE,
  cartAddressValidationSchema,
  cartStockValidationSchema,
  cartValidateQuerySchema,
  cartValidationSchema,
  checkoutStepNames,
  EMAIL_EMPTY_MESSAGE,
  fieldEmptyMessage,
  type OutOfStockItem,
  outOfStockItemSchema,
  PAYMENT_METHOD_EMPTY_MESSAGE,
  PHONE_EMPTY_MESSAGE,
  SHIPPING_ADDRESS_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
  stepValidationSchema,
} from './cart-validation.ts';
