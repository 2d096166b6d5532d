import type {
  CartAddressValidation,
  CartValidation,
  CheckoutStepName,
} from '../../../schemas/api/cart-validation.ts';
import {
  BILLING_ADDRESS_EMPTY_MESSAGE,
  CART_EMPTY_MESSAGE,
  CUSTOMER_EMPTY_MESSAGE,
  EMAIL_EMPTY_MESSAGE,
  PAYMENT_METHOD_EMPTY_MESSAGE,
  PHONE_EMPTY_MESSAGE,
  SHIPPING_ADDRESS_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
} from '../../../schemas/api-constants.ts';
import { isApiError } from '../../api/api-error.ts';

// The server's verdict on the checkout steps (`cart.validate`, `cart.validateAddress`; spec §5)
// and where each of its address-step messages is shown. These modules hold only the contract's
// message constants and types, so no zod comes with them.

/** A verdict by step with the messages to show, in spec §5 order. */
export interface StepVerdict {
  steps: Record<CheckoutStepName, { valid: boolean }>;
  messages: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isCartValidation(value: unknown): value is CartValidation {
  if (!isRecord(value) || !isRecord(value.steps) || !Array.isArray(value.messages)) return false;
  const { steps } = value;
  return ['cart', 'address', 'payment'].every(
    (name) => isRecord(steps[name]) && typeof steps[name].valid === 'boolean',
  );
}

function isAddressValidation(value: unknown): value is CartAddressValidation {
  return isRecord(value) && typeof value.is_valid === 'boolean' && Array.isArray(value.messages);
}

/**
 * The verdict of `cart.validate` from its answer: the data of a 200, or of its 422 (which carries
 * the verdict as `data`). `null` for any other failure (the API client already toasted it).
 */
export function cartVerdictOf(answer: { data: unknown } | unknown): CartValidation | null {
  if (isApiError(answer))
    return answer.isValidation && isCartValidation(answer.data) ? answer.data : null;
  if (isRecord(answer) && isCartValidation(answer.data)) return answer.data;
  return null;
}

/** The verdict of `cart.validateAddress` from its 422 (or `null`, as {@link cartVerdictOf}). */
export function addressVerdictOf(error: unknown): CartAddressValidation | null {
  if (!isApiError(error) || !error.isValidation) return null;
  if (isAddressValidation(error.data)) return error.data;
  return { is_valid: false, messages: [error.message] };
}

/** The address step's messages, by the place the shopper must act. */
export interface AddressStepMessages {
  /** 'Customer account is empty': at the contact block, beside the login entry. */
  account: string | undefined;
  /** 'Phone No is empty': at the phone field. */
  phone: string | undefined;
  /** 'Email address is empty': at the e-mail field. */
  email: string | undefined;
  /** 'Shipping address is empty', '{label} is empty' and the shipping address's other problems. */
  shipping: string[];
  /** 'Billing address is empty' and the billing address's problems ('Billing address: …'). */
  billing: string[];
}

/** Splits the address step's messages (spec §5 order kept within each place). */
export function placeAddressMessages(messages: readonly string[]): AddressStepMessages {
  const placed: AddressStepMessages = {
    account: undefined,
    phone: undefined,
    email: undefined,
    shipping: [],
    billing: [],
  };
  for (const message of messages) {
    if (message === CUSTOMER_EMPTY_MESSAGE) placed.account = message;
    else if (message === PHONE_EMPTY_MESSAGE) placed.phone = message;
    else if (message === EMAIL_EMPTY_MESSAGE) placed.email = message;
    else if (message === BILLING_ADDRESS_EMPTY_MESSAGE || message.startsWith('Billing address'))
      placed.billing.push(message);
    else if (message === SHIPPING_ADDRESS_EMPTY_MESSAGE || !isOtherStep(message))
      placed.shipping.push(message);
  }
  return placed;
}

// messages of the cart and payment steps are not the address step's to show
const OTHER_STEPS: ReadonlySet<string> = new Set([
  CART_EMPTY_MESSAGE,
  SHIPPING_METHOD_EMPTY_MESSAGE,
  PAYMENT_METHOD_EMPTY_MESSAGE,
]);
const isOtherStep = (message: string) => OTHER_STEPS.has(message);
