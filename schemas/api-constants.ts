// Plain values of the API contract (limits, sort orders, messages) that browser code shows or
// checks before it calls the API. They live apart from the zod contract in `schemas/api` so a page
// can use them without loading zod and the schemas (DESIGN §6 budget); each `schemas/api` module
// re-exports its own, so the contract still reads as one.

// --- customer-fields.ts ---

/** A required field that is missing or blank (spec §5). */
export const FIELD_REQUIRED_MESSAGE = 'This field is required';
/** A value outside the allowed set (spec §5). */
export const INVALID_VALUE_MESSAGE = 'This field is not valid';
/** An e-mail address that does not parse (spec §5, wording kept as the spec has it). */
export const INVALID_EMAIL_MESSAGE = 'The value must be an valid email address';
/** A number field holding something else (spec §5). */
export const NUMERIC_MESSAGE = 'The value must be numeric';

// --- base.ts ---

/** Answer to a wrong store password (spec §8 "Password verify fails"). */
export const INCORRECT_STORE_PASSWORD_MESSAGE = 'Incorrect password';

// --- catalogue.ts ---

/** Sort orders of product listings. */
export const productSorts = [
  'newest',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'rating',
] as const;
export type ProductSort = (typeof productSorts)[number];

/** Shortest search text that searches; shorter answers nothing, without an error. */
export const SEARCH_MIN_LENGTH = 2;

// --- cart.ts ---

/** Most units of one line a cart may hold. */
export const MAX_LINE_QUANTITY = 100;
/** Longest customisation text (spec §3 "Customisation per product"). */
export const CUSTOM_TEXT_MAX_LENGTH = 200;
/** Answer to an add or quantity change beyond the stock: `Only 3 left in stock`. */
export const onlyLeftInStockMessage = (stock: number) => `Only ${stock} left in stock`;

// --- cart-validation.ts ---

/** The cart step's message (spec §5 'Cart step'), also the empty cart's text. */
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
/** The address step's messages (spec §5 'Address step'), in the spec's order. */
export const CUSTOMER_EMPTY_MESSAGE = 'Customer account is empty';
export const PHONE_EMPTY_MESSAGE = 'Phone No is empty';
export const EMAIL_EMPTY_MESSAGE = 'Email address is empty';
export const SHIPPING_ADDRESS_EMPTY_MESSAGE = 'Shipping address is empty';
export const BILLING_ADDRESS_EMPTY_MESSAGE = 'Billing address is empty';
/** A required shipping address field without a value (spec §5 '{label} is empty'). */
export const fieldEmptyMessage = (label: string) => `${label} is empty`;

/** The payment step without a shipping method (spec §5). */
export const SHIPPING_METHOD_EMPTY_MESSAGE = 'Shipping Method is empty';
/** The payment step without a payment method (spec §5). */
export const PAYMENT_METHOD_EMPTY_MESSAGE = 'Payment Method is empty';

// --- checkout.ts ---

/** Answer when the store requires the terms to be accepted (`allow_tnc_checkout`). */
export const TNC_REQUIRED_MESSAGE = 'Please accept the terms and conditions.';
/** Answer when a line's price moved since the cart was priced (call `update-items-price`). */
export const PRICES_CHANGED_MESSAGE = 'Some prices have changed. Please review your cart.';
/** Answer to a card the gateway declines. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
/** A card number that is not 12 to 19 digits. */
export const CARD_NUMBER_INVALID_MESSAGE = 'The card number is not valid.';
/** A security code that is not 3 or 4 digits. */
export const CARD_CVC_INVALID_MESSAGE = 'The security code is not valid.';

// --- content.ts ---

/** Longest value accepted by a one-line form field. */
export const FORM_TEXT_MAX = 255;
/** Longest value accepted by a textarea. */
export const FORM_TEXTAREA_MAX = 5000;
/** Digits of a phone in a store form (`tel` fields, trade enquiry): 6 to 15, no signs or spaces. */
export const FORM_PHONE_DIGITS = { min: 6, max: 15 } as const;
/** Most units a trade enquiry may ask about. */
export const TRADE_ENQUIRY_MAX_QUANTITY = 1_000_000;
/** A value longer than a field takes: `The value may not be longer than 255 characters.` */
export const tooLongMessage = (max: number) =>
  `The value may not be longer than ${max} characters.`;

/** Digits of an Indian pincode. */
export const PINCODE_LENGTH = 6;
/** What the shopper is told about an unserviceable pincode. */
export const PINCODE_NOT_SERVICEABLE_MESSAGE = 'Sorry, we do not deliver to this pincode yet';

// --- reviews.ts ---

/** Reviews per page unless asked otherwise (spec §9). */
export const REVIEWS_PER_PAGE = 10;

// --- uploads.ts ---

/** Largest picture a shopper may upload, in bytes (2 MB). */
export const CUSTOMISATION_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Picture types accepted; SVG is not, since it can carry script. */
export const CUSTOMISATION_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
/** Answer to a file that is not one of those pictures. */
export const UPLOAD_NOT_IMAGE_MESSAGE = 'Please choose a PNG, JPEG, WebP or GIF image.';
/** Answer to a picture over the limit. */
export const UPLOAD_TOO_LARGE_MESSAGE = 'The image must be 2 MB or smaller.';
