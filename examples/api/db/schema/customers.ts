// Customers and everything that hangs off an account: sessions, the login access log, password
// resets, one-time codes, the outbox of messages "sent" to customers, and saved addresses.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, states } from './geo.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Customer accounts (spec §3 "User"). E-mails are stored lower-cased. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique(),
    /** National mobile number, digits only; `null` when none is on file. */
    phone: text('phone').unique(),
    /** `scrypt$N$r$p$salt$hash`; `null` for accounts created by OTP until a password is set. */
    passwordHash: text('password_hash'),
    /** Set by OTP verification; cleared when the phone changes (spec §4). */
    phoneVerifiedAt: at('phone_verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('customers_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

/**
 * Login sessions. The cookie holds a random 32-byte token; only its SHA-256 is stored, so a
 * leaked table does not log anyone in.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the session token. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Whether the customer ticked remember me (30-day cookie) or not (browser session). */
    remember: boolean('remember').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** One row per successful login: when, from where, with which browser. */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('access_logs_customer_at_idx').on(table.customerId, table.at)],
);

/** Password-reset tokens: SHA-256 at rest, valid for an hour, usable once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** SHA-256 (hex) of the token sent in the link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('password_resets_email_idx').on(table.email)],
);

/** What a registration by OTP keeps until the code is verified. */
export interface PendingRegistration {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * One-time codes, one row per code sent. Sends within the window are counted from the rows of a
 * phone; a code is void once used, replaced, or after 5 wrong tries.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    /** `login`, `register` or `verify` (a logged-in customer's phone). */
    purpose: text('purpose').notNull(),
    /** The customer verifying their phone (purpose `verify`). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of phone and code. */
    codeHash: text('code_hash').notNull(),
    /** Wrong codes tried against this one. */
    attempts: integer('attempts').notNull().default(0),
    /** Registration details (purpose `register`). */
    pending: jsonb('pending').$type<PendingRegistration>(),
    isVoid: boolean('is_void').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phone, table.createdAt),
    check('otp_codes_purpose_check', sql`${table.purpose} in ('login', 'register', 'verify')`),
  ],
);

/** Messages for customers (reset links, codes). The reference API sends nothing: it keeps them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** `email` or `sms`. */
    channel: text('channel').notNull(),
    /** E-mail address or phone. */
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [check('outbox_channel_check', sql`${table.channel} in ('email', 'sms')`)],
);

/**
 * Saved addresses of a customer. The common fields have columns; fields a store adds to its
 * address-field definitions live in `extra`. At most one default per customer and type.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** `Shipping` or `Billing`. */
    addressType: text('address_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    line1: text('line1').notNull().default(''),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'restrict' }),
    /** Values of the other address fields, by `column_name`. */
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId),
    uniqueIndex('addresses_one_default_per_type')
      .on(table.customerId, table.addressType)
      .where(sql`${table.isDefault}`),
    check('addresses_type_check', sql`${table.addressType} in ('Shipping', 'Billing')`),
  ],
);
