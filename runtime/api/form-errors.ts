import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

// The one mapping of a 422 answer onto a react-hook-form form (spec §8: "Status 422: no toast.
// It is left to form errors"). Type-only import of react-hook-form: no form code comes with it.

/** How a form places a 422's field errors. */
export interface FieldErrorTarget<T extends FieldValues> {
  /** The form's `setError`. */
  setError: UseFormSetError<T>;
  /** The form's own field names: messages for them land on the field. */
  fields: readonly FieldPath<T>[];
  /**
   * The API's name for a form field where they differ, e.g. `{ input: 'phone' }` for the OTP
   * phone, which the API calls `input`.
   */
  aliases?: Readonly<Record<string, FieldPath<T>>>;
}

/**
 * Puts a 422's field errors on the form's fields, the first of them focused; messages for fields
 * the form does not have, or a 422 with no field errors, go to the form's `root` error. Returns
 * whether `error` was a 422 (so the caller is done); anything else was already toasted by the
 * API client and is left alone.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  { setError, fields, aliases = {} }: FieldErrorTarget<T>,
): boolean {
  if (!isApiError(error) || !error.isValidation) return false;
  const own = new Set<string>(fields);
  const elsewhere: string[] = [];
  let focused = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const message = messages.find((text) => text.trim() !== '');
    if (message === undefined) continue;
    const field = aliases[name] ?? (own.has(name) ? (name as FieldPath<T>) : undefined);
    if (field === undefined) {
      elsewhere.push(message);
      continue;
    }
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  if (elsewhere.length > 0 || !focused) {
    setError('root.server' as FieldPath<T>, {
      type: 'server',
      message: elsewhere.join(' ') || error.message,
    });
  }
  return true;
}

/**
 * The message of a 422 for a control with one place to show it (an upload, the pincode check,
 * the buy box): the first field message, else the answer's message. `null` when `error` is not
 * a 422: the API client already toasted it.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || !error.isValidation) return null;
  const first = Object.values(error.fieldErrors)
    .flat()
    .find((text) => text.trim() !== '');
  return first ?? (error.message || null);
}
