import {
  CARD_CVC_INVALID_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  FIELD_REQUIRED_MESSAGE,
} from '../../../schemas/api-constants.ts';

// The card form's rules (spec §2 "payment processing popup"), zod-free so the card dialog stays
// small: the same limits as the contract's `cardInputSchema`, checked before anything is sent.

/** Answer to an expiry that is not a month and year. */
export const EXPIRY_INVALID_MESSAGE = 'Enter the expiry date as MM/YY.';
/** Answer to an expiry in the past. */
export const CARD_EXPIRED_MESSAGE = 'This card has expired.';

/** The card form as typed. */
export interface CardFormValues {
  /** Digits grouped in fours, e.g. `4242 4242 4242 4242`. */
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
  name: string;
}

/** The card as `checkout.completePayment` takes it. */
export interface CardBody {
  number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  name: string;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A card number as it is shown while typed: digits only, at most 19, in groups of four. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as it is shown while typed: `MM/YY`, the slash added after the month; a single
 * month digit above 1 becomes `0M/`.
 */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Whether `digits` passes the Luhn check every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with a card number, or `true` (react-hook-form's `validate`). */
export function checkCardNumber(value: string): true | string {
  const digits = digitsOf(value);
  if (digits === '') return FIELD_REQUIRED_MESSAGE;
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
    return CARD_NUMBER_INVALID_MESSAGE;
  }
  return true;
}

/** Month and four-digit year of an `MM/YY` expiry, or `null`. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: year < 100 ? 2000 + year : year };
}

/** What is wrong with an expiry, or `true`; a card is good to the end of its month. */
export function checkExpiry(value: string, now: Date = new Date()): true | string {
  if (value.trim() === '') return FIELD_REQUIRED_MESSAGE;
  const expiry = parseExpiry(value);
  if (!expiry) return EXPIRY_INVALID_MESSAGE;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) return CARD_EXPIRED_MESSAGE;
  return true;
}

/** What is wrong with a security code, or `true`. */
export function checkCvc(value: string): true | string {
  if (value.trim() === '') return FIELD_REQUIRED_MESSAGE;
  return /^\d{3,4}$/.test(value.trim()) ? true : CARD_CVC_INVALID_MESSAGE;
}

/** The card body of `checkout.completePayment` from the checked form. */
export function cardBody(values: CardFormValues): CardBody {
  const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
  return {
    number: digitsOf(values.number),
    expiry_month: expiry.month,
    expiry_year: expiry.year,
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
}
