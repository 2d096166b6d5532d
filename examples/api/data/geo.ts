import { asc, eq } from 'drizzle-orm';
import {
  type AddressField,
  type AddressType,
  addressFieldSchema,
  type Country,
  countrySchema,
} from '../../../schemas/api/index.ts';
import { addressFields, countries, states } from '../db/schema.ts';
import type { Queryable } from './services.ts';

/** Every country with its states, countries and states in name order. */
export async function readCountries(db: Queryable): Promise<Country[]> {
  const [countryRows, stateRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.name)),
    db.select().from(states).orderBy(asc(states.name)),
  ]);
  return countryRows.map((country) =>
    countrySchema.parse({
      id: country.id,
      name: country.name,
      iso2: country.iso2,
      mobile_code: country.mobileCode,
      mobile_number_length: country.mobileNumberLength,
      states: stateRows
        .filter((state) => state.countryId === country.id)
        .map(({ id, name, code }) => ({ id, name, code })),
    }),
  );
}

/** The address-field definitions of one type (or of both), in form order. */
export async function readAddressFields(
  db: Queryable,
  type?: AddressType,
): Promise<AddressField[]> {
  const rows = await db
    .select()
    .from(addressFields)
    .where(type === undefined ? undefined : eq(addressFields.addressType, type))
    .orderBy(asc(addressFields.addressType), asc(addressFields.position), asc(addressFields.id));
  return rows.map((row) =>
    addressFieldSchema.parse({
      address_type: row.addressType,
      column_name: row.columnName,
      label: row.label,
      is_required: row.isRequired,
      type: row.type,
    }),
  );
}
