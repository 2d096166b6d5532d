import {
  type AddressField,
  BILLING_ADDRESS_EMPTY_MESSAGE,
  CART_EMPTY_MESSAGE,
  type CartStockValidation,
  type CartValidation,
  CUSTOMER_EMPTY_MESSAGE,
  EMAIL_EMPTY_MESSAGE,
  fieldEmptyMessage,
  OUT_OF_STOCK_MESSAGE,
  type OutOfStockItem,
  onlyLeftInStockMessage,
  PAYMENT_METHOD_EMPTY_MESSAGE,
  PHONE_EMPTY_MESSAGE,
  SHIPPING_ADDRESS_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
} from '../../../../schemas/api/index.ts';
import type { CustomerRow } from '../../http/session.ts';
import { cartContact } from './cart-contact.ts';
import type { CartLine } from './cart-lines.ts';
import type { PricedCart } from './cart-pricing.ts';
import type { CartRow } from './cart-store.ts';
import type { CommerceSettings } from './commerce-settings.ts';

/** Answer for a line whose product was unpublished since it was added. */
export const NO_LONGER_AVAILABLE_MESSAGE = 'This item is no longer available';

/** What the step checks look at. */
export interface CartValidationInput {
  cart: CartRow | undefined;
  priced: PricedCart;
  /** The logged-in customer; with the cart, they give the contact the address step checks. */
  customer: CustomerRow | null;
  settings: CommerceSettings;
  /** The Shipping address-field definitions, in form order. */
  shippingFields: readonly AddressField[];
}

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * The checkout step checks of spec §5, in its order: the cart step ('Your cart is empty'); the
 * address step ('Customer account is empty', 'Phone No is empty', 'Email address is empty',
 * 'Shipping address is empty', 'Billing address is empty', '{label} is empty' per required
 * shipping field); the payment step ('Shipping Method is empty', 'Payment Method is empty'). A
 * step is valid only when the steps before it are.
 */
export function validateCart(input: CartValidationInput): CartValidation {
  const { cart, priced, customer, settings } = input;
  const contact = cartContact(cart, customer);
  const cartMessages = priced.lines.length === 0 ? [CART_EMPTY_MESSAGE] : [];

  const address: string[] = [];
  if (!settings.guestCheckout && customer === null) address.push(CUSTOMER_EMPTY_MESSAGE);
  if (settings.phoneRequired && !filled(contact.phone)) address.push(PHONE_EMPTY_MESSAGE);
  if (settings.emailRequired && !filled(contact.email)) address.push(EMAIL_EMPTY_MESSAGE);
  const shipping = cart?.shippingAddress ?? null;
  if (shipping === null) address.push(SHIPPING_ADDRESS_EMPTY_MESSAGE);
  if ((cart?.billingAddress ?? null) === null) address.push(BILLING_ADDRESS_EMPTY_MESSAGE);
  if (shipping !== null) {
    for (const field of input.shippingFields) {
      if (field.is_required && !filled(shipping[field.column_name])) {
        address.push(fieldEmptyMessage(field.label));
      }
    }
  }

  const payment: string[] = [];
  if (priced.shippingOption === null) payment.push(SHIPPING_METHOD_EMPTY_MESSAGE);
  if (priced.paymentMethod === null) payment.push(PAYMENT_METHOD_EMPTY_MESSAGE);

  const cartValid = cartMessages.length === 0;
  const addressValid = cartValid && address.length === 0;
  const paymentValid = addressValid && payment.length === 0;
  return {
    is_valid: paymentValid,
    messages: [...cartMessages, ...address, ...payment],
    steps: {
      cart: { valid: cartValid, messages: cartMessages },
      address: { valid: addressValid, messages: address },
      payment: { valid: paymentValid, messages: payment },
    },
  };
}

/** The lines that cannot be bought as they are: unpublished, sold out, or beyond the stock. */
export function stockProblems(lines: readonly CartLine[]): OutOfStockItem[] {
  return lines.flatMap((line) => {
    let message: string | null = null;
    if (!line.isPublished) message = NO_LONGER_AVAILABLE_MESSAGE;
    else if (line.stock <= 0) message = OUT_OF_STOCK_MESSAGE;
    else if (line.quantity > line.stock) message = onlyLeftInStockMessage(line.stock);
    if (message === null) return [];
    return [
      {
        item_id: line.id,
        product_id: line.productId,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        available: line.isPublished ? Math.max(0, line.stock) : 0,
        message,
      },
    ];
  });
}

/** `stockProblems` as the answer of `GET /api/cart/validate/stock`. */
export function validateStock(lines: readonly CartLine[]): CartStockValidation {
  const out = stockProblems(lines);
  return { is_valid: out.length === 0, out_of_stock_items: out };
}
