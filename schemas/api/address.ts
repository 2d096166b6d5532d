import { z } from 'zod';
import { FIELD_REQUIRED_MESSAGE, INVALID_VALUE_MESSAGE } from './customer-fields.ts';
import type { FieldErrors } from './envelope.ts';

/** The two kinds of address (spec §3 "Address"). */
export const addressTypes = ['Shipping', 'Billing'] as const;
/** `Shipping` or `Billing`. */
export const addressTypeSchema = z.enum(addressTypes);
export type AddressType = z.infer<typeof addressTypeSchema>;

/** How an address field is entered. */
export const addressFieldTypeSchema = z.enum(['text', 'tel', 'email', 'textarea', 'number']);
export type AddressFieldType = z.infer<typeof addressFieldTypeSchema>;

/** Longest value of one address field. */
export const ADDRESS_FIELD_MAX_LENGTH = 500;

/**
 * One field of the address form (spec §3 "dynamic fields from address-field definitions"), as
 * answered by `GET /api/settings/address-fields/{type}`. Country and state are not fields: every
 * address has them.
 */
export const addressFieldSchema = z.object({
  /** Which form the field belongs to. */
  address_type: addressTypeSchema,
  /** Key of the value in an address, e.g. `pincode`. */
  column_name: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/),
  /** Label shown on the form, e.g. `Pincode`. */
  label: z.string().min(1),
  /** The form cannot be saved without it (spec §5: '{label} is empty'). @default false */
  is_required: z.boolean().default(false),
  /** Input kind. @default 'text' */
  type: addressFieldTypeSchema.default('text'),
});
export type AddressField = z.infer<typeof addressFieldSchema>;
export type AddressFieldInput = z.input<typeof addressFieldSchema>;

/** `data` of `GET /api/settings/address-fields/{type}`: the fields in form order. */
export const addressFieldsResponseSchema = z.array(addressFieldSchema);

/** A state or region of a country. */
export const stateSchema = z.object({
  /** State id. */
  id: z.number().int().positive(),
  /** Display name, e.g. `Karnataka`. */
  name: z.string().min(1),
  /** Short code, e.g. `KA`. */
  code: z.string().min(1),
});
export type State = z.infer<typeof stateSchema>;

/** A country the store ships to, with its states (spec §3 "countries"). */
export const countrySchema = z.object({
  /** Country id. */
  id: z.number().int().positive(),
  /** Display name, e.g. `India`. */
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2 code, e.g. `IN`. */
  iso2: z.string().length(2),
  /** Dialling prefix, e.g. `+91`. */
  mobile_code: z.string().regex(/^\+\d{1,4}$/),
  /** Digits of a national mobile number. @default 10 */
  mobile_number_length: z.number().int().min(4).max(15).default(10),
  /** States in name order; an empty list means addresses there have no state. @default [] */
  states: z.array(stateSchema).default([]),
});
export type Country = z.infer<typeof countrySchema>;
export type CountryInput = z.input<typeof countrySchema>;

/** `data` of `GET /api/settings/countries`, in name order. */
export const countriesResponseSchema = z.array(countrySchema);

/**
 * Body of `POST /api/address/add` and `PUT /api/address/update/{id}`: type, default flag,
 * country and state, plus one string per address-field definition of the type, keyed by its
 * `column_name`. Other keys (`id`, `total_mrp`, nested `country`...) are ignored.
 */
export const addressInputSchema = z.looseObject({
  /** Which kind of address this is. */
  address_type: addressTypeSchema,
  /** Make this the customer's default address of its type. @default false */
  is_default: z.boolean().default(false),
  /** Country id (`GET /api/settings/countries`). */
  country_id: z.number().int().positive(),
  /** State id of that country; `null` only for a country without states. @default null */
  state_id: z.number().int().positive().nullable().default(null),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** A place as an address names it. */
const placeSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/**
 * A saved address (spec §3 "Address"): identity, country and state, and the value of each
 * address field at the top level by `column_name` (e.g. `name`, `pincode`).
 */
export const addressSchema = z.looseObject({
  /** Address id. */
  id: z.number().int().positive(),
  /** The same id, under the name the spec's forms use. */
  address_id: z.number().int().positive(),
  /** Which kind of address this is. */
  address_type: addressTypeSchema,
  /** The customer's default address of this type; at most one per type. */
  is_default: z.boolean(),
  /** Country id. */
  country_id: z.number().int().positive(),
  /** State id; `null` for a country without states. */
  state_id: z.number().int().positive().nullable(),
  /** The country. */
  country: placeSchema,
  /** The state; `null` for a country without states. */
  state: placeSchema.nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** `data` of `GET /api/address/all`: default addresses first, then newest first. */
export const addressListResponseSchema = z.array(addressSchema);

/** The field values of an address that passed `checkAddressFields`, by `column_name`. */
export type AddressFieldValues = Record<string, string>;

/**
 * Checks `input` against the address-field definitions of one type: each defined field must be
 * a string (or a number, kept as its digits) no longer than 500 characters, and required fields
 * must not be blank ('This field is required', keyed by `column_name`). Values are trimmed; keys
 * without a definition are dropped; missing optional fields become `''`.
 */
export function checkAddressFields(
  fields: readonly AddressField[],
  input: Readonly<Record<string, unknown>>,
): { values: AddressFieldValues; errors: FieldErrors } {
  const values: AddressFieldValues = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = input[field.column_name];
    let value: string;
    if (raw === undefined || raw === null) value = '';
    else if (typeof raw === 'string') value = raw.trim();
    else if (typeof raw === 'number' && Number.isFinite(raw)) value = String(raw);
    else {
      errors[field.column_name] = [INVALID_VALUE_MESSAGE];
      continue;
    }
    if (value.length > ADDRESS_FIELD_MAX_LENGTH) {
      errors[field.column_name] = [
        `The value may not be longer than ${ADDRESS_FIELD_MAX_LENGTH} characters.`,
      ];
    } else if (field.is_required && value === '') {
      errors[field.column_name] = [FIELD_REQUIRED_MESSAGE];
    } else {
      values[field.column_name] = value;
    }
  }
  return { values, errors };
}
