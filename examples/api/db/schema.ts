// Tables of the reference commerce API. Later domains (products, carts, orders, customers) add
// their own tables here; every change ships as a generated migration in ./migrations:
//   npx drizzle-kit generate --config examples/api/drizzle.config.ts
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
  unique,
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
    /** Changes with every write of the storefront or its draft: the `If-Match` of settings writes. */
    version: integer('version').notNull().default(1),
    /** The editor's draft of the whole storefront (Publish makes it live); `null` without one. */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /** A store password set in the draft, hashed; applied by Publish. `null`: unchanged. */
    draftPasswordHash: text('draft_password_hash'),
    /** Social profile settings changed in the draft (`SocialLinks`); `null`: unchanged. */
    draftSettings: jsonb('draft_settings').$type<Record<string, unknown>>(),
    /** Plugins changed in the draft (`PluginDrafts`, by module name); `null`: unchanged. */
    draftPlugins: jsonb('draft_plugins').$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (table) => [check('storefront_single_row', sql`${table.id} = 1`)],
);

/** Shared header and footer sections; pages without a layout use the layout `default`. */
export const layouts = pgTable('layouts', {
  id: text('id').primaryKey(),
  header: jsonb('header').$type<Section[]>().notNull().default([]),
  footer: jsonb('footer').$type<Section[]>().notNull().default([]),
  /** Changes with every publish of the header or footer: a draft that edited them checks it. */
  version: integer('version').notNull().default(1),
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
  /**
   * The version an editor's write must name in `If-Match` (decision 15); it changes with every
   * write to the page, its draft included.
   */
  version: integer('version').notNull().default(1),
  /** When the page was last published; `null` for a page never published, which shoppers never see. */
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/**
 * A page's template as stored apart from the live columns: a draft, or a published version.
 * `header` and `footer` are left out of a draft that did not edit them (the layout is shared,
 * so a draft must not freeze another page's later publish of it).
 */
export interface StoredTemplate {
  page: {
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    image: string | null;
    is_active: boolean;
    parent_slug: string | null;
    page_type: string;
  };
  layout_id: string;
  header?: Section[];
  footer?: Section[];
  /** The layout's version when this draft first edited its header or footer. */
  layout_version?: number;
  component_data: Section[];
  schema_version: number;
}

/** The draft of a page, at most one: what the editor edits and Publish makes live. */
export const pageDrafts = pgTable('page_drafts', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<StoredTemplate>().notNull(),
  updatedAt: updatedAt(),
});

/** Every published version of a page, numbered from 1, with what changed. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    summary: text('summary').notNull(),
    /** `TemplateChanges` of schemas/api/publishing.ts. */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    /** The template as published, header and footer included. */
    snapshot: jsonb('snapshot').$type<StoredTemplate>().notNull(),
    /** The storefront (store settings) as live after this publish; `null` in older versions. */
    storefront: jsonb('storefront').$type<Record<string, unknown>>(),
    /** The social profiles as live after this publish (`SocialLinks`); `null` in older versions. */
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    /** The configurable plugins as live after this publish (`PluginDrafts`); `null` in older ones. */
    plugins: jsonb('plugins').$type<Record<string, unknown>>(),
  },
  (table) => [unique('page_versions_page_number').on(table.pageId, table.number)],
);

/** Slugs a published page moved away from: the storefront answers them with a 301 to the page. */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    fromSlug: text('from_slug').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('page_redirects_page_idx').on(table.pageId)],
);

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
