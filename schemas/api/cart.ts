import { z } from 'zod';
import { CUSTOM_TEXT_MAX_LENGTH, MAX_LINE_QUANTITY } from '../api-constants.ts';
import { addressTypeSchema } from './address.ts';
import { moneySchema, productCardSchema } from './catalogue.ts';
import { emailField, FIELD_REQUIRED_MESSAGE, NUMERIC_MESSAGE } from './customer-fields.ts';
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
const cartCallFields = {
  /** The storefront's "cart lives on the API" flag; accepted and ignored. */
  api_cart: z.union([z.boolean(), z.string()]).optional(),
  /** The guest cart token when the cookie cannot be used. */
  cart_session: cartSessionField.optional(),
};

/** Query of the cart `GET` calls (`get`, `coupons/get`, `validate`...). */
export const cartQuerySchema = z.object(cartCallFields);
export type CartQuery = z.infer<typeof cartQuerySchema>;

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

const quantityField = z
  .number({ error: NUMERIC_MESSAGE })
  .int()
  .min(1, { error: 'The quantity must be at least 1.' })
  .max(MAX_LINE_QUANTITY, { error: `The quantity may not be greater than ${MAX_LINE_QUANTITY}.` });

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

/** Body of `POST /api/cart/coupons/apply`. Codes compare case-insensitively. */
export const applyCouponRequestSchema = z.object({
  ...cartCallFields,
  /** The code, e.g. `WELCOME10`. */
  coupon_code: z.string().trim().min(1, { error: FIELD_REQUIRED_MESSAGE }).max(40).toUpperCase(),
});
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

/** Answer when the code names no coupon. */
export const COUPON_INVALID_MESSAGE = 'This coupon code is not valid.';
/** Answer when the coupon's end date has passed. */
export const COUPON_EXPIRED_MESSAGE = 'This coupon has expired.';
/** Answer when the coupon's start date is still ahead. */
export const COUPON_NOT_STARTED_MESSAGE = 'This coupon is not active yet.';
/** Answer when another coupon is applied (one coupon per cart). */
export const COUPON_ALREADY_APPLIED_MESSAGE =
  'A coupon is already applied to this cart. Remove it to use another.';
/** Answer when the cart is empty. */
export const COUPON_EMPTY_CART_MESSAGE = 'Add items to your cart before applying a coupon.';
/** Answer when the subtotal is below the coupon's minimum: `Add ₹500.00 more to use FLAT500`. */
export const couponMinimumMessage = (shortfall: string, code: string) =>
  `Add ${shortfall} more to use ${code}`;

/** Percent off the subtotal, or a fixed amount off. */
export const couponTypeSchema = z.enum(['percent', 'fixed']);
export type CouponType = z.infer<typeof couponTypeSchema>;

/** A coupon as the shopper sees it (spec §3 "available coupons"). */
export const couponSchema = z.object({
  /** The code to type, upper-case. */
  code: z.string(),
  /** What it gives, e.g. `10% off your first order`. */
  description: z.string(),
  /** Percent or fixed amount. */
  type: couponTypeSchema,
  /** Percent (0–100) or amount in the major unit. */
  value: z.number().positive(),
  /** Lowest subtotal it applies to; `null` for none. */
  min_order_amount: z.number().nonnegative().nullable(),
  /** Cap of a percent discount; `null` for none. */
  max_discount_amount: z.number().nonnegative().nullable(),
  /** Last moment it can be used (ISO 8601); `null` for no end. */
  expires_at: z.string().nullable(),
  /** Whether it applies to the cart as it is now. */
  is_applicable: z.boolean(),
  /** Why it does not apply (e.g. the minimum); `null` when it does. */
  message: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The coupon on a cart, with what it takes off. */
export const cartCouponSchema = couponSchema.extend({
  /** What it takes off the subtotal now; 0 when it no longer applies. */
  discount: amountSchema,
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** `data` of `GET /api/cart/coupons/get`: the coupons running now, best first. */
export const availableCouponsSchema = z.object({
  /** The coupons. */
  coupons: z.array(couponSchema),
});
export type AvailableCoupons = z.infer<typeof availableCouponsSchema>;

/** A place an address names. */
const placeSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/**
 * An address on a cart or order (spec §3 "Address"): a copy taken when it was set, so editing
 * the address book later does not change a placed order. Field values sit at the top level by
 * `column_name`, as in saved addresses.
 */
export const cartAddressSchema = z.looseObject({
  /** The saved address it was copied from; `null` when typed in at checkout. */
  address_id: z.number().int().positive().nullable(),
  /** Shipping or Billing. */
  address_type: addressTypeSchema,
  /** Country id. */
  country_id: z.number().int().positive(),
  /** State id; `null` for a country without states. */
  state_id: z.number().int().positive().nullable(),
  /** The country. */
  country: placeSchema,
  /** The state. */
  state: placeSchema.nullable(),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;

/**
 * Body of `PUT /api/cart/update-address`: either `address_id` of one of the customer's saved
 * addresses, or the address itself (`country_id`, `state_id` and one value per address-field
 * definition of the type, checked like `POST /api/address/add`). With
 * `billing_same_as_shipping`, a shipping address is set as the billing address too.
 */
export const updateCartAddressRequestSchema = z
  .looseObject({
    ...cartCallFields,
    /** Which address of the cart to set. */
    address_type: addressTypeSchema,
    /** A saved address of the logged-in customer. */
    address_id: z.number().int().positive().optional(),
    /** Country id (when no `address_id`). */
    country_id: z.number().int().positive().optional(),
    /** State id (when no `address_id`). @default null */
    state_id: z.number().int().positive().nullable().optional(),
    /** Also use this address for billing. @default false */
    billing_same_as_shipping: z.boolean().default(false),
  })
  .refine((body) => body.address_id !== undefined || body.country_id !== undefined, {
    error: FIELD_REQUIRED_MESSAGE,
    path: ['country_id'],
  });
export type UpdateCartAddressRequest = z.infer<typeof updateCartAddressRequestSchema>;

/** A way to ship, with what it costs this cart. */
export const shippingMethodSchema = z.object({
  /** Method id. */
  id: z.number().int().positive(),
  /** Stable key, e.g. `standard`. */
  code: z.string(),
  /** Display name, e.g. `Standard delivery` (spec §3 `shipping_method.name`). */
  name: z.string(),
  /** One line about it. */
  description: z.string(),
  /** Its list price. */
  price: moneySchema,
  /** Subtotal (after discount) from which it is free; `null` when never free. */
  free_over: moneySchema.nullable(),
  /** How long delivery takes, e.g. `3–6 working days`. */
  delivery_days: z.string(),
  /** What this cart would pay for it now. */
  amount: amountSchema,
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** A documented test card of the built-in test gateway. */
export const testCardSchema = z.object({
  /** Card number, grouped in fours. */
  number: z.string(),
  /** What the gateway does with it. */
  outcome: z.enum(['succeeds', 'declined']),
  /** One line for humans. */
  description: z.string(),
});
export type TestCard = z.infer<typeof testCardSchema>;

/** A way to pay (spec §3 `cart_payment_methods`). */
export const paymentMethodSchema = z.object({
  /** Method id. */
  id: z.number().int().positive(),
  /** Stable key, e.g. `cod` or `test_card`. */
  code: z.string(),
  /** Display name (spec §3 `cart_payment_methods[].name`). */
  name: z.string(),
  /** One line about it. */
  description: z.string(),
  /** `cod` completes at place-order; `card` goes through the payment gateway. */
  kind: z.enum(['cod', 'card']),
  /** Cards the test gateway knows (only on the test gateway). @default [] */
  test_cards: z.array(testCardSchema).default([]),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Body of `PUT /api/cart/update-shipping-mode`. */
export const updateShippingModeRequestSchema = z.object({
  ...cartCallFields,
  /** Code of a shipping method (`shipping_methods[].code`). */
  shipping_method: z.string().trim().min(1).max(40),
});
export type UpdateShippingModeRequest = z.infer<typeof updateShippingModeRequestSchema>;

/** Body of `PUT /api/cart/update-payment-mode`. */
export const updatePaymentModeRequestSchema = z.object({
  ...cartCallFields,
  /** Code of a payment method (`cart_payment_methods[].code`). */
  payment_method: z.string().trim().min(1).max(40),
});
export type UpdatePaymentModeRequest = z.infer<typeof updatePaymentModeRequestSchema>;

/**
 * Body of `PUT /api/cart/update-contact`: who to tell about the order. A phone is required when
 * the store sets `order_sms_mandatory`, an e-mail when it sets `order_email_mandatory`; `null`
 * clears a value. The phone has the channel country's `mobile_number_length` digits.
 */
export const updateCartContactRequestSchema = z.object({
  ...cartCallFields,
  /** National mobile number, digits only. */
  phone: z.string().trim().regex(/^\d*$/, { error: NUMERIC_MESSAGE }).max(15).nullable().optional(),
  /** E-mail address. */
  email: emailField.nullable().optional(),
});
export type UpdateCartContactRequest = z.infer<typeof updateCartContactRequestSchema>;

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

/** Step messages of spec §5, in the order the spec lists them. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
export const CUSTOMER_EMPTY_MESSAGE = 'Customer account is empty';
export const PHONE_EMPTY_MESSAGE = 'Phone No is empty';
export const EMAIL_EMPTY_MESSAGE = 'Email address is empty';
export const SHIPPING_ADDRESS_EMPTY_MESSAGE = 'Shipping address is empty';
export const BILLING_ADDRESS_EMPTY_MESSAGE = 'Billing address is empty';
/** A required shipping address field without a value (spec §5 '{label} is empty'). */
export const fieldEmptyMessage = (label: string) => `${label} is empty`;
export const SHIPPING_METHOD_EMPTY_MESSAGE = 'Shipping Method is empty';
export const PAYMENT_METHOD_EMPTY_MESSAGE = 'Payment Method is empty';

/** The three checkout steps (spec §4). */
export const checkoutStepNames = ['cart', 'address', 'payment'] as const;
export type CheckoutStepName = (typeof checkoutStepNames)[number];

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
