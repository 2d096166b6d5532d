// Content tables: sliders, menus, forms and their submissions, FAQs, blog posts, testimonials,
// galleries, trade enquiries, e-mail subscriptions and serviceable pincodes.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StoredImage } from './catalogue.ts';
import { products } from './catalogue.ts';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A slider, addressed by its key (`home`). */
export const sliders = pgTable('sliders', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Autoplay interval in milliseconds; 0 turns autoplay off. */
  intervalMs: integer('interval_ms').notNull().default(5000),
});

/** Slides of a slider, in order. */
export const slides = pgTable(
  'slides',
  {
    id: serial('id').primaryKey(),
    sliderId: text('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: jsonb('image').$type<StoredImage>().notNull(),
    buttonLabel: text('button_label'),
    url: text('url'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('slides_slider_idx').on(table.sliderId, table.position)],
);

/** A navigation menu, addressed by its key (`main`, `footer`). */
export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Menu items; `parent_id` makes the tree. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, {
      onDelete: 'cascade',
    }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('menu_items_menu_idx').on(table.menuId, table.position)],
);

/** A form, addressed by its key (`contact`). */
export const forms = pgTable('forms', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  submitLabel: text('submit_label').notNull().default('Submit'),
  successMessage: text('success_message').notNull(),
});

/** Field definitions of a form, in order; submissions are validated against them. */
export const formFields = pgTable(
  'form_fields',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    label: text('label').notNull(),
    /** text | email | tel | textarea | select | checkbox */
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    placeholder: text('placeholder').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('form_fields_form_idx').on(table.formId, table.position)],
);

/** What shoppers sent through a form. */
export const formSubmissions = pgTable('form_submissions', {
  id: serial('id').primaryKey(),
  formId: text('form_id')
    .notNull()
    .references(() => forms.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, string | boolean>>().notNull(),
  createdAt: createdAt(),
});

/** A set of questions, addressed by its key (`general`). */
export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** Questions with HTML answers, in order. */
  items: jsonb('items').$type<{ question: string; answer: string }[]>().notNull(),
});

/** Blog posts; `body` is HTML written by the store. */
export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  body: text('body').notNull(),
  author: text('author').notNull(),
  image: jsonb('image').$type<StoredImage>(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  isPublished: boolean('is_published').notNull().default(true),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A set of testimonials, addressed by its key (`home`). */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  groupId: text('group_id').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull().default(''),
  quote: text('quote').notNull(),
  rating: integer('rating').notNull(),
  avatar: jsonb('avatar').$type<StoredImage>(),
  position: integer('position').notNull().default(0),
});

/** Image galleries; a product gallery points at its product. */
export const galleries = pgTable('galleries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
});

/** Images of a gallery, in order. */
export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  galleryId: text('gallery_id')
    .notNull()
    .references(() => galleries.id, { onDelete: 'cascade' }),
  image: jsonb('image').$type<StoredImage>().notNull(),
  caption: text('caption').notNull().default(''),
  position: integer('position').notNull().default(0),
});

/** Wholesale enquiries sent through the TradeEnquiry plugin. */
export const tradeEnquiries = pgTable('trade_enquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  company: text('company').notNull().default(''),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  quantity: integer('quantity'),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

/** Newsletter subscribers; e-mails are stored lower-cased, so uniqueness ignores case. */
export const emailSubscriptions = pgTable('email_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** Pincodes the store delivers to, with the delivery time. */
export const serviceablePincodes = pgTable(
  'serviceable_pincodes',
  {
    pincode: text('pincode').primaryKey(),
    deliveryDays: integer('delivery_days').notNull(),
    isCodAvailable: boolean('is_cod_available').notNull().default(true),
  },
  (table) => [check('serviceable_pincodes_days_positive', sql`${table.deliveryDays} > 0`)],
);
