import type { FormField } from '../../../schemas/api/content.ts';

// The fields of the store's forms as the form's first JavaScript knows them: what to draw. What
// to check is in field-checks.ts, which loads with the form's code when the shopper turns to it.

/** A field of a form: a field of the contract's form definition, with optional number bounds. */
export interface FieldDefinition extends Omit<FormField, 'options'> {
  /** Choices of a `select`. */
  options: readonly string[];
  /** Smallest value of a `number` field. */
  min?: number;
  /** Largest value of a `number` field. */
  max?: number;
  /** A `number` field takes whole numbers only. @default false */
  integer?: boolean;
}

/** What a form holds: text by field name, booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>;

/** The browser's autofill hint for a field, from its type and its name. */
export function autoCompleteOf(field: Pick<FieldDefinition, 'name' | 'type'>): string | undefined {
  if (field.type === 'email') return 'email';
  if (field.type === 'tel') return 'tel';
  if (field.name === 'name') return 'name';
  if (field.name === 'company') return 'organization';
  return undefined;
}
