import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Address,
  type AddressFieldValues,
  type AddressInput,
  type AddressType,
  addressSchema,
  checkAddressFields,
  FIELD_REQUIRED_MESSAGE,
  INVALID_VALUE_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { addresses, countries, states } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { readAddressFields } from './geo.ts';
import type { Queryable } from './services.ts';

/** Address fields that have their own column; any other defined field is kept in `extra`. */
export const ADDRESS_COLUMNS = ['name', 'phone', 'line1', 'line2', 'city', 'pincode'] as const;
type AddressColumn = (typeof ADDRESS_COLUMNS)[number];

/** An address that passed `checkAddressInput`, ready to store. */
export interface CheckedAddress {
  addressType: AddressType;
  isDefault: boolean;
  countryId: number;
  stateId: number | null;
  /** Values of the columned fields (`''` when the form has no such field). */
  columns: Record<AddressColumn, string>;
  /** Values of the other defined fields. */
  extra: Record<string, string>;
}

/**
 * Checks an address against the address-field definitions of its type and the country list:
 * required fields ('This field is required' by `column_name`), a known country, and a state of
 * that country when it has states. Throws a 422 with every field error at once.
 */
export async function checkAddressInput(
  db: Queryable,
  input: AddressInput,
): Promise<CheckedAddress> {
  const fields = await readAddressFields(db, input.address_type);
  const { values, errors } = checkAddressFields(fields, input);

  const [country] = await db.select().from(countries).where(eq(countries.id, input.country_id));
  if (country === undefined) {
    errors.country_id = [INVALID_VALUE_MESSAGE];
  } else {
    const countryStates = await db
      .select({ id: states.id })
      .from(states)
      .where(eq(states.countryId, country.id));
    if (countryStates.length > 0 && input.state_id === null) {
      errors.state_id = [FIELD_REQUIRED_MESSAGE];
    } else if (
      input.state_id !== null &&
      !countryStates.some((state) => state.id === input.state_id)
    ) {
      errors.state_id = [INVALID_VALUE_MESSAGE];
    }
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_FAILED_MESSAGE, errors);

  return {
    addressType: input.address_type,
    isDefault: input.is_default,
    countryId: input.country_id,
    stateId: input.state_id,
    ...splitValues(values),
  };
}

function splitValues(values: AddressFieldValues) {
  const columns = Object.fromEntries(ADDRESS_COLUMNS.map((column) => [column, ''])) as Record<
    AddressColumn,
    string
  >;
  const extra: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((ADDRESS_COLUMNS as readonly string[]).includes(key)) columns[key as AddressColumn] = value;
    else extra[key] = value;
  }
  return { columns, extra };
}

const stateNames = alias(states, 'address_state');

/**
 * The customer's addresses as the API answers them: defaults first, then newest first. With
 * `id`, only that address (an empty list when it is not the customer's).
 */
export async function readAddresses(
  db: Queryable,
  customerId: number,
  id?: number,
): Promise<Address[]> {
  const rows = await db
    .select({ address: addresses, countryName: countries.name, stateName: stateNames.name })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(stateNames, eq(stateNames.id, addresses.stateId))
    .where(
      and(
        eq(addresses.customerId, customerId),
        id === undefined ? undefined : eq(addresses.id, id),
      ),
    )
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(({ address, countryName, stateName }) =>
    addressSchema.parse({
      // Extra fields first, so a stray key can never shadow an identity field.
      ...address.extra,
      id: address.id,
      address_id: address.id,
      address_type: address.addressType,
      is_default: address.isDefault,
      country_id: address.countryId,
      state_id: address.stateId,
      country: { id: address.countryId, name: countryName },
      state:
        address.stateId === null || stateName === null
          ? null
          : { id: address.stateId, name: stateName },
      name: address.name,
      phone: address.phone,
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      pincode: address.pincode,
    }),
  );
}

/** Column values of a checked address for `insert`/`update`. */
export function addressColumns(address: CheckedAddress) {
  return {
    addressType: address.addressType,
    isDefault: address.isDefault,
    countryId: address.countryId,
    stateId: address.stateId,
    ...address.columns,
    extra: address.extra,
  };
}
