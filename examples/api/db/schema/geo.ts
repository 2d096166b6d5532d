// Places and address forms: the countries the store ships to with their states, and the
// address-field definitions of each address type (spec §3 "Address", §7 "Settings").
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/** Countries; ids come from the store's data (a platform's country list), so no sequence. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** ISO 3166-1 alpha-2, e.g. `IN`. */
  iso2: text('iso2').notNull().unique(),
  /** Dialling prefix, e.g. `+91`. */
  mobileCode: text('mobile_code').notNull(),
  mobileNumberLength: integer('mobile_number_length').notNull().default(10),
});

/** States or regions of a country. */
export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (table) => [
    unique('states_country_code_unique').on(table.countryId, table.code),
    index('states_country_idx').on(table.countryId),
  ],
);

/** The fields of the address form of each address type, in `position` order. */
export const addressFields = pgTable(
  'address_fields',
  {
    id: serial('id').primaryKey(),
    /** `Shipping` or `Billing`. */
    addressType: text('address_type').notNull(),
    /** Key of the value in an address, e.g. `pincode`. */
    columnName: text('column_name').notNull(),
    label: text('label').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    /** Input kind: text, tel, email, textarea or number. */
    type: text('type').notNull().default('text'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    unique('address_fields_type_column_unique').on(table.addressType, table.columnName),
    check('address_fields_type_check', sql`${table.addressType} in ('Shipping', 'Billing')`),
  ],
);
