// Catalogue tables: categories (a tree), brands, collections, labels, tags, products with their
// variants, images and size charts. Money is `numeric(12, 2)` in the currency's major unit, so sums
// and comparisons happen in SQL without floating-point drift; the API answers it as a number.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Money column: two decimals in the currency's major unit (e.g. rupees, not paise). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** An image as stored: path plus intrinsic size (DESIGN §6: no layout shift). */
export interface StoredImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Categories form a tree through `parent_id` (e.g. Footwear > Hiking boots). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<StoredImage>(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

/** Product brands. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: jsonb('image').$type<StoredImage>(),
});

/** Hand-picked product sets ('Best sellers'). */
export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: jsonb('image').$type<StoredImage>(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Badges shown on product cards ('New', 'Sale'); `color` is a CSS colour. */
export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
});

/** Free tags shared by products and used for filtering. */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

/** Size charts: an image, a table, or both. */
export const sizeCharts = pgTable('size_charts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: jsonb('image').$type<StoredImage>(),
  /** First row is the header. */
  rows: jsonb('rows').$type<string[][]>(),
});

/**
 * Products. `price`/`mrp`/`stock` describe a product without variants; a product with variants
 * takes its card price from the cheapest variant and its stock from the sum of its variants.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    sizeChartId: integer('size_chart_id').references(() => sizeCharts.id, {
      onDelete: 'set null',
    }),
    price: money('price').notNull(),
    mrp: money('mrp').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Variable attributes in display order, e.g. `[{ name: 'colour', options: [...] }]`. */
    attributes: jsonb('attributes').$type<ProductAttributeRecord[]>().notNull().default([]),
    /** Fixed attributes for the attribute filter, e.g. `{ material: 'Nylon' }`. */
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    socialSharingImage: jsonb('social_sharing_image').$type<StoredImage>(),
    isCustomisationEnabled: boolean('is_customisation_enabled').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    /** Kept up to date by the reviews domain. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    check('products_price_non_negative', sql`${table.price} >= 0`),
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
  ],
);

/** One variable attribute of a product and its options, as stored on the product. */
export interface ProductAttributeRecord {
  /** Attribute key, e.g. `colour` or `size`. */
  name: string;
  label: string;
  options: { value: string; label: string; hex?: string | undefined }[];
}

/** A purchasable variant: one option per variable attribute. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** Attribute name to option value, e.g. `{ colour: 'red', size: 'm' }`. */
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    price: money('price').notNull(),
    mrp: money('mrp').notNull(),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('product_variants_stock_non_negative', sql`${table.stock} >= 0`),
    check('product_variants_price_non_negative', sql`${table.price} >= 0`),
    index('product_variants_product_idx').on(table.productId),
  ],
);

/** Product images: position 0 is the base image, 1 the hover image, all form the gallery. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

/** Products of a collection, in order. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.productId] })],
);

/** Tags of a product. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] })],
);
