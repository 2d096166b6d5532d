import { z } from 'zod';
import {
  FIELD_REQUIRED_MESSAGE,
  type FieldErrors,
  FORM_PHONE_DIGITS,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  type FormField,
  type FormSubmission,
  INVALID_EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NUMERIC_MESSAGE,
} from '../../../../schemas/api/index.ts';

/** A checked submission: one value per field of the form, or the errors by field name. */
export type CheckedSubmission =
  | { ok: true; data: Record<string, string | boolean> }
  | { ok: false; errors: FieldErrors };

const email = z.email();
const TRUE_WORDS = new Set(['true', 'on', '1', 'yes']);
/** A decimal number as a person types it: `12`, `-3`, `2.5`. */
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Checks a submission against the stored field definitions, with the spec §5 messages. Values of
 * names that are not fields are dropped; text is trimmed.
 */
export function checkSubmission(fields: FormField[], body: FormSubmission): CheckedSubmission {
  const data: Record<string, string | boolean> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const result = checkField(field, body[field.name]);
    if (typeof result === 'object') errors[field.name] = [result.error];
    else data[field.name] = result;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}

function checkField(field: FormField, raw: unknown): string | boolean | { error: string } {
  if (field.type === 'checkbox') {
    const ticked = raw === true || (typeof raw === 'string' && TRUE_WORDS.has(raw.toLowerCase()));
    if (field.required && !ticked) return { error: FIELD_REQUIRED_MESSAGE };
    return ticked;
  }
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    return { error: INVALID_VALUE_MESSAGE };
  }
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  if (value === '') return field.required ? { error: FIELD_REQUIRED_MESSAGE } : '';

  const max = field.type === 'textarea' ? FORM_TEXTAREA_MAX : FORM_TEXT_MAX;
  if (value.length > max) return { error: `The value may not be longer than ${max} characters.` };
  switch (field.type) {
    case 'email':
      return email.safeParse(value).success
        ? value.toLowerCase()
        : { error: INVALID_EMAIL_MESSAGE };
    case 'tel':
      if (!/^\d+$/.test(value)) return { error: NUMERIC_MESSAGE };
      return value.length >= FORM_PHONE_DIGITS.min && value.length <= FORM_PHONE_DIGITS.max
        ? value
        : { error: INVALID_VALUE_MESSAGE };
    case 'number':
      // kept as typed (`12`, `2.5`), so the store reads what the shopper wrote
      return NUMBER.test(value) ? value : { error: NUMERIC_MESSAGE };
    case 'select':
      return field.options.includes(value) ? value : { error: INVALID_VALUE_MESSAGE };
    default:
      return value;
  }
}
