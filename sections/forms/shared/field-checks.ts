import {
  FIELD_REQUIRED_MESSAGE,
  FORM_PHONE_DIGITS,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  INVALID_EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NUMERIC_MESSAGE,
  tooLongMessage,
} from '../../../schemas/api-constants.ts';
import type { FieldDefinition, FormValues } from './form-fields.ts';

// The checks the browser makes before sending a store form: the reference API's checks
// (examples/api/data/content/form-submission.ts) with the same spec §5 messages, so a shopper
// reads one wording whichever side refuses. zod-free, and loaded with the form's code on intent.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** `1000000` as `1,000,000`: the bounds in a message read as a shopper writes numbers. */
const grouped = (value: number) => value.toLocaleString('en-US');

/** What a number field outside its bounds is told: `Enter a whole number from 1 to 1,000,000`. */
export function numberRangeMessage(field: Pick<FieldDefinition, 'min' | 'max' | 'integer'>) {
  const kind = field.integer ? 'a whole number' : 'a number';
  if (field.min !== undefined && field.max !== undefined)
    return `Enter ${kind} from ${grouped(field.min)} to ${grouped(field.max)}`;
  if (field.min !== undefined) return `Enter ${kind} of at least ${grouped(field.min)}`;
  if (field.max !== undefined) return `Enter ${kind} of at most ${grouped(field.max)}`;
  return `Enter ${kind}`;
}

/**
 * The message for `value` in `field`, or `null` when it may be sent. Text is judged trimmed, as
 * the API stores it: blank is empty.
 */
export function checkField(
  field: FieldDefinition,
  value: string | boolean | undefined,
): string | null {
  if (field.type === 'checkbox') {
    return field.required && value !== true ? FIELD_REQUIRED_MESSAGE : null;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.required ? FIELD_REQUIRED_MESSAGE : null;
  const max = field.type === 'textarea' ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX;
  if (text.length > max) return tooLongMessage(max);
  switch (field.type) {
    case 'email':
      return EMAIL.test(text) ? null : INVALID_EMAIL_MESSAGE;
    case 'tel':
      if (!DIGITS.test(text)) return NUMERIC_MESSAGE;
      return text.length >= FORM_PHONE_DIGITS.min && text.length <= FORM_PHONE_DIGITS.max
        ? null
        : INVALID_VALUE_MESSAGE;
    case 'number': {
      if (!NUMBER.test(text)) return NUMERIC_MESSAGE;
      const number = Number(text);
      const outside =
        (field.integer && !Number.isInteger(number)) ||
        (field.min !== undefined && number < field.min) ||
        (field.max !== undefined && number > field.max);
      return outside ? numberRangeMessage(field) : null;
    }
    case 'select':
      return field.options.includes(text) ? null : INVALID_VALUE_MESSAGE;
    default:
      return null;
  }
}

/** Every field empty: blank text, unticked boxes (what a form is cleared to). */
export function emptyValues(fields: readonly FieldDefinition[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']),
  );
}

/** The values as sent: text trimmed, every field present. */
export function trimmedValues(fields: readonly FieldDefinition[], values: FormValues): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = values[field.name];
      if (field.type === 'checkbox') return [field.name, value === true];
      return [field.name, typeof value === 'string' ? value.trim() : ''];
    }),
  );
}
