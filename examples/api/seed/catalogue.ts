import { sql } from 'drizzle-orm';
import type { CatalogueDataset } from '../../demo-store/catalogue/records.ts';
import type { Transaction } from '../data/services.ts';
import {
  brands,
  categories,
  collectionProducts,
  collections,
  labels,
  productImages,
  products,
  productTags,
  productVariants,
  sizeCharts,
  tags,
} from '../db/schema.ts';

/** Money as the database takes it: a two-decimal string, so no float reaches `numeric`. */
const money = (value: number) => value.toFixed(2);

/** Looks a slug up in a map built from `returning()`, failing loudly (the dataset was checked). */
function idOf(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: unknown ${what} "${key}"`);
  return id;
}

/**
 * Empties the catalogue tables and restarts their ids, as on a fresh database. CASCADE also
 * empties rows of other domains that point at products (wishlists, reviews, carts): a reseed
 * replaces the whole store.
 */
export async function deleteCatalogue(tx: Transaction): Promise<void> {
  await tx.execute(sql`truncate table product_tags, collection_products, product_images,
    product_variants, products, collections, tags, labels, brands, size_charts, categories
    restart identity cascade`);
}

/** Inserts a checked catalogue: parents before children, references resolved to ids. */
export async function insertCatalogue(tx: Transaction, catalogue: CatalogueDataset): Promise<void> {
  const categoryIds = new Map<string, number>();
  // Parents come first in the dataset, so one insert per category keeps parent ids at hand.
  for (const [position, category] of catalogue.categories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        name: category.name,
        slug: category.slug,
        description: category.description,
        image: category.image,
        position,
        parentId: category.parent === null ? null : idOf(categoryIds, category.parent, 'category'),
      })
      .returning({ id: categories.id });
    if (row !== undefined) categoryIds.set(category.slug, row.id);
  }

  const insertAll = async <T>(
    items: T[],
    insert: (items: T[]) => Promise<{ id: number; key: string }[]>,
  ) => new Map(items.length === 0 ? [] : (await insert(items)).map((row) => [row.key, row.id]));

  const brandIds = await insertAll(catalogue.brands, (rows) =>
    tx.insert(brands).values(rows).returning({ id: brands.id, key: brands.slug }),
  );
  const labelIds = await insertAll(catalogue.labels, (rows) =>
    tx.insert(labels).values(rows).returning({ id: labels.id, key: labels.name }),
  );
  const tagIds = await insertAll(catalogue.tags, (rows) =>
    tx.insert(tags).values(rows).returning({ id: tags.id, key: tags.slug }),
  );
  const chartIdByKey = new Map<string, number>();
  for (const { key, name, image, rows } of catalogue.size_charts) {
    const [row] = await tx
      .insert(sizeCharts)
      .values({ name, image, rows })
      .returning({ id: sizeCharts.id });
    if (row !== undefined) chartIdByKey.set(key, row.id);
  }

  const productIds = await insertAll(catalogue.products, (rows) =>
    tx
      .insert(products)
      .values(
        rows.map((product) => ({
          name: product.name,
          slug: product.slug,
          sku: product.sku,
          categoryId: idOf(categoryIds, product.category, 'category'),
          brandId: product.brand === null ? null : idOf(brandIds, product.brand, 'brand'),
          labelId: product.label === null ? null : idOf(labelIds, product.label, 'label'),
          sizeChartId:
            product.size_chart === null
              ? null
              : idOf(chartIdByKey, product.size_chart, 'size chart'),
          price: money(product.price),
          mrp: money(product.mrp),
          stock: product.stock,
          attributes: product.variable_attributes,
          specs: product.specs,
          description: product.description,
          shortDescription: product.short_description,
          metaTitle: product.meta_title,
          metaDescription: product.meta_description,
          socialSharingImage: product.social_sharing_image,
          isCustomisationEnabled: product.is_customisation_enabled,
          isPublished: product.is_published,
          ratingAverage: money(product.rating.average),
          ratingCount: product.rating.count,
          createdAt: new Date(product.created_at),
        })),
      )
      .returning({ id: products.id, key: products.slug }),
  );

  const variantRows = catalogue.products.flatMap((product) =>
    product.variants.map((variant, position) => ({
      productId: idOf(productIds, product.slug, 'product'),
      sku: variant.sku,
      options: variant.options,
      price: money(variant.price),
      mrp: money(variant.mrp),
      stock: variant.stock,
      images: variant.images,
      position,
    })),
  );
  if (variantRows.length > 0) await tx.insert(productVariants).values(variantRows);

  const imageRows = catalogue.products.flatMap((product) =>
    product.images.map((image, position) => ({
      productId: idOf(productIds, product.slug, 'product'),
      ...image,
      position,
    })),
  );
  if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);

  const tagRows = catalogue.products.flatMap((product) =>
    product.tags.map((tag) => ({
      productId: idOf(productIds, product.slug, 'product'),
      tagId: idOf(tagIds, tag, 'tag'),
    })),
  );
  if (tagRows.length > 0) await tx.insert(productTags).values(tagRows);

  for (const collection of catalogue.collections) {
    const [row] = await tx
      .insert(collections)
      .values({
        name: collection.name,
        slug: collection.slug,
        description: collection.description,
        image: collection.image,
      })
      .returning({ id: collections.id });
    if (row === undefined || collection.products.length === 0) continue;
    await tx.insert(collectionProducts).values(
      collection.products.map((slug, position) => ({
        collectionId: row.id,
        productId: idOf(productIds, slug, 'product'),
        position,
      })),
    );
  }
}
