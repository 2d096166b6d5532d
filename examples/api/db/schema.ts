// Tables of the reference commerce API. Later domains (products, carts, orders, customers) add
// their own tables here; every change ships as a generated migration in ./migrations:
//   npx drizzle-kit generate --config examples/api/drizzle.config.ts
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Section } from '../../../schemas/template.ts';

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Store settings (spec §3 setting keys and any others), one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  /** Any JSON value; SQL NULL means "not configured". */
  value: jsonb('value').$type<unknown>(),
  updatedAt: updatedAt(),
});

/** The storefront object of spec §3; exactly one row, id 1. */
export const storefront = pgTable(
  'storefront',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('storefront_single_row', sql`${table.id} = 1`)],
);

/** Shared header and footer sections; pages without a layout use the layout `default`. */
export const layouts = pgTable('layouts', {
  id: text('id').primaryKey(),
  header: jsonb('header').$type<Section[]>().notNull().default([]),
  footer: jsonb('footer').$type<Section[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** Content and system pages with their sections; `slug` is the storefront's page key. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  parentSlug: text('parent_slug'),
  title: text('title').notNull(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  image: text('image'),
  isActive: boolean('is_active').notNull().default(true),
  /** One of the page types of schemas/template.ts, checked by the API. */
  pageType: text('page_type').notNull(),
  layoutId: text('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
  componentData: jsonb('component_data').$type<Section[]>().notNull().default([]),
  schemaVersion: integer('schema_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** Every plugin the store knows; only installed ones reach the storefront (spec §4). */
export const plugins = pgTable('plugins', {
  moduleName: text('module_name').primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  isInstalled: boolean('is_installed').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Bookkeeping of the database itself, e.g. `seeded_at`. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Domain tables live in ./schema/*.ts; drizzle-kit reads them through these re-exports.
export * from './schema/base.ts';
export * from './schema/cart.ts';
export * from './schema/catalogue.ts';
export * from './schema/content.ts';
export * from './schema/customers.ts';
export * from './schema/engagement.ts';
export * from './schema/geo.ts';
export * from './schema/orders.ts';
