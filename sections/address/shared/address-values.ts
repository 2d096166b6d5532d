import type { AddressField, AddressType, Country } from '../../../schemas/api/address.ts';

// Between an address (saved, on a cart, or typed) and the values of the address form. The form's
// fields are the store's definitions (spec §3 "dynamic fields from address-field definitions"),
// so values are keyed by `column_name`, plus the country and state selects.

/** An address as the API answers it: field values at the top level, country and state ids. */
export type AddressLike = Readonly<Record<string, unknown>> & {
  country_id?: number | null | undefined;
  state_id?: number | null | undefined;
  country?: { name: string } | null | undefined;
  state?: { name: string } | null | undefined;
};

/** The form's values: one string per field, the selects' ids as strings, the default option. */
export type AddressFormValues = Record<string, string | boolean> & {
  country_id: string;
  state_id: string;
  is_default: boolean;
};

/** What a saved form sends (`address.add`, `address.update`, `cart.updateAddress`). */
export type AddressPayload = Record<string, string | number | boolean | null> & {
  address_type: AddressType;
  country_id: number;
  state_id: number | null;
};

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * The form's first values: those of `address` when editing one, else blank with the only country
 * (or `defaultCountryId`) chosen, so a one-country store asks only for the state.
 */
export function addressFormValues(
  fields: readonly AddressField[],
  countries: readonly Country[],
  address?: AddressLike | null,
  defaultCountryId?: number,
): AddressFormValues {
  const values: AddressFormValues = { country_id: '', state_id: '', is_default: false };
  for (const field of fields) values[field.column_name] = text(address?.[field.column_name]);
  const country =
    address?.country_id ??
    defaultCountryId ??
    (countries.length === 1 ? countries[0]?.id : undefined);
  values.country_id = country ? String(country) : '';
  values.state_id = address?.state_id ? String(address.state_id) : '';
  values.is_default = address?.is_default === true;
  return values;
}

/** The payload of `values` for an address of `type`, trimmed, with numeric ids. */
export function addressPayload(
  type: AddressType,
  fields: readonly AddressField[],
  values: AddressFormValues,
  withDefault: boolean,
): AddressPayload {
  const payload: AddressPayload = {
    address_type: type,
    country_id: Number(values.country_id),
    state_id: values.state_id ? Number(values.state_id) : null,
  };
  for (const field of fields) payload[field.column_name] = text(values[field.column_name]).trim();
  if (withDefault) payload.is_default = values.is_default === true;
  return payload;
}

/** How a browser may fill a field in, by its usual column names. */
export function autoCompleteOf(field: AddressField): string | undefined {
  const known: Record<string, string> = {
    name: 'name',
    phone: 'tel-national',
    line1: 'address-line1',
    line2: 'address-line2',
    city: 'address-level2',
    pincode: 'postal-code',
    postcode: 'postal-code',
    zip: 'postal-code',
    email: 'email',
  };
  return known[field.column_name] ?? (field.type === 'tel' ? 'tel-national' : undefined);
}

/**
 * An address as lines to read: the first field (the name) apart, the place fields on one line,
 * state and country, then labelled extras (phone, tax number).
 */
export function addressLines(
  fields: readonly AddressField[],
  address: AddressLike,
): { title: string; lines: string[] } {
  const [first, ...rest] = fields;
  const title = first ? text(address[first.column_name]) : '';
  const place: string[] = [];
  const labelled: string[] = [];
  for (const field of rest) {
    const value = text(address[field.column_name]).trim();
    if (!value) continue;
    if (field.type === 'tel' || field.type === 'email' || /gst|tax|vat/i.test(field.column_name))
      labelled.push(`${field.label}: ${value}`);
    else place.push(value);
  }
  const region = [address.state?.name, address.country?.name].filter(Boolean).join(', ');
  return { title, lines: [place.join(', '), region, ...labelled].filter((line) => line !== '') };
}
