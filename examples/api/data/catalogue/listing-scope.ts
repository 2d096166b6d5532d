import { and, eq, or } from 'drizzle-orm';
import type { CategoryPage, CollectionPage } from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { collections } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { type CategoryTree, findCategory, subtreeIds, toCategoryPage } from './category-tree.ts';
import type { ProductScope } from './product-conditions.ts';

/** The key of the whole shop (`POST /api/shop/shop-online`, spec §2 route `/shop-online`). */
export const SHOP_ALL_KEY = 'shop-online';

/** What a listing lists, with the header the storefront shows above it. */
export interface ListingScope {
  scope: ProductScope;
  category: CategoryPage | null;
  collection: CollectionPage | null;
}

/** Answered when a category key names nothing. */
export const CATEGORY_NOT_FOUND = 'Category not found';
/** Answered when a collection key names nothing. */
export const COLLECTION_NOT_FOUND = 'Collection not found';

/** The active category with this slug or id: its subtree. Throws 404 when there is none. */
export function categoryScope(tree: CategoryTree, key: string): ListingScope {
  const category = findCategory(tree, key);
  if (category === undefined) throw notFound(CATEGORY_NOT_FOUND);
  return {
    // The asked category comes first: facets use it to hide the path above.
    scope: { kind: 'category', categoryIds: subtreeIds(tree, category.id) },
    category: toCategoryPage(tree, category),
    collection: null,
  };
}

/** The active collection with this slug or id. Throws 404 when there is none. */
export async function collectionScope(db: Database, key: string): Promise<ListingScope> {
  const collection = await findCollection(db, key);
  if (collection === undefined) throw notFound(COLLECTION_NOT_FOUND);
  return { scope: { kind: 'collection', collectionId: collection.id }, category: null, collection };
}

/**
 * `shop-online` is the whole shop; any other key is a category, else a collection, else 404
 * (so `/shop/jackets` narrows the shop page to jackets).
 */
export async function shopScope(
  db: Database,
  tree: CategoryTree,
  key: string,
): Promise<ListingScope> {
  if (key === SHOP_ALL_KEY) return { scope: { kind: 'all' }, category: null, collection: null };
  if (findCategory(tree, key) !== undefined) return categoryScope(tree, key);
  const collection = await findCollection(db, key);
  if (collection === undefined) throw notFound('Page not found');
  return { scope: { kind: 'collection', collectionId: collection.id }, category: null, collection };
}

async function findCollection(db: Database, key: string): Promise<CollectionPage | undefined> {
  const byKey = /^\d{1,9}$/.test(key)
    ? or(eq(collections.slug, key), eq(collections.id, Number(key)))
    : eq(collections.slug, key);
  const [row] = await db
    .select()
    .from(collections)
    .where(and(byKey, eq(collections.isActive, true)))
    .limit(1);
  if (row === undefined) return undefined;
  const ref = { id: row.id, name: row.name, slug: row.slug };
  return { ...ref, description: row.description, image: row.image, breadcrumb: [ref] };
}
