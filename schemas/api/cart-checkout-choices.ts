import { z } from 'zod';
import { addressTypeSchema } from './address.ts';
import { amountSchema, cartCallFields } from './cart-fields.ts';
import { moneySchema } from './catalogue.ts';
import { emailField, FIELD_REQUIRED_MESSAGE, NUMERIC_MESSAGE } from './customer-fields.ts';

// What the checkout steps set on a cart (spec §4, spec §7 "Cart"): its addresses, its contact,
// its shipping and payment methods. An order keeps a copy of each (orders.ts).

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
