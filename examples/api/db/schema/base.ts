// Tables of spec §7 "Storefront and base": the store's licence, subscription and password, the
// daily heartbeats, and who asked to hear when a coming-soon or maintenance store opens.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * How the platform lets the store be reached; exactly one row, id 1. Without a row the store is
 * licensed, subscribed and has no password. Kept apart from the storefront object so the
 * password hash can never leak through `GET /api/storefront/all`.
 */
export const storeAccess = pgTable(
  'store_access',
  {
    id: integer('id').primaryKey().default(1),
    /** 'active', 'inactive', or NULL for no licence (spec §4). */
    licenseStatus: text('license_status').default('active'),
    /** 'active' or 'inactive'. */
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    /** scrypt hash of the store password (crypto/password.ts), NULL when none is set. */
    passwordHash: text('password_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('store_access_single_row', sql`${table.id} = 1`),
    check(
      'store_access_license_status',
      sql`${table.licenseStatus} is null or ${table.licenseStatus} in ('active', 'inactive')`,
    ),
    check(
      'store_access_subscription_status',
      sql`${table.subscriptionStatus} in ('active', 'inactive')`,
    ),
  ],
);

/** One row per heartbeat a browser sent (at most one per browser and day, spec §7). */
export const heartBeats = pgTable(
  'heart_beats',
  {
    id: serial('id').primaryKey(),
    /** Host the storefront was reached at. */
    host: text('host').notNull(),
    /** Path the shopper was on. */
    path: text('path').notNull().default('/'),
    createdAt: createdAt(),
  },
  (table) => [index('heart_beats_created_idx').on(table.createdAt)],
);

/** E-mail addresses left on the coming-soon or maintenance page; each address once. */
export const modeSubscriptions = pgTable('mode_subscriptions', {
  id: serial('id').primaryKey(),
  /** Lower-case address. */
  email: text('email').notNull().unique(),
  /** The store mode shown when the address was left, e.g. 'Coming Soon'. */
  mode: text('mode').notNull(),
  createdAt: createdAt(),
});
