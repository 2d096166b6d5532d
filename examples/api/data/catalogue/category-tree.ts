import { asc, count, eq } from 'drizzle-orm';
import type {
  CatalogueRef,
  CategoryCard,
  CategoryNode,
  CategoryPage,
} from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { categories, products } from '../../db/schema.ts';

/** A category row as stored. */
export type CategoryRow = typeof categories.$inferSelect;

/**
 * Every active category, indexed: a store has tens to hundreds, so one query per request and
 * walking the tree in memory beats recursive SQL for every question.
 */
export interface CategoryTree {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  childrenOf: Map<number | null, CategoryRow[]>;
}

/** Loads the active categories in display order. */
export async function loadCategoryTree(db: Database): Promise<CategoryTree> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    // A child of an inactive parent hangs nowhere: it is hidden with its parent.
    const parent = row.parentId === null || byId.has(row.parentId) ? row.parentId : undefined;
    if (parent === undefined) continue;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(row);
    childrenOf.set(parent, siblings);
  }
  return { rows, byId, childrenOf };
}

/** The category with this slug, or this id when `key` is all digits; `undefined` if none. */
export function findCategory(tree: CategoryTree, key: string | number): CategoryRow | undefined {
  if (typeof key === 'number' || /^\d+$/.test(key)) return tree.byId.get(Number(key));
  return tree.rows.find((row) => row.slug === key);
}

/** The category and all categories below it. */
export function subtreeIds(tree: CategoryTree, id: number): number[] {
  const ids: number[] = [];
  const visit = (current: number) => {
    ids.push(current);
    for (const child of tree.childrenOf.get(current) ?? []) visit(child.id);
  };
  visit(id);
  return ids;
}

/** From the top category down to `id`, inclusive. */
export function ancestry(tree: CategoryTree, id: number): CategoryRow[] {
  const path: CategoryRow[] = [];
  let current = tree.byId.get(id);
  while (current !== undefined && path.length <= tree.rows.length) {
    path.unshift(current);
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return path;
}

/** A category as a reference. */
export function toCategoryRef(row: CategoryRow): CatalogueRef {
  return { id: row.id, name: row.name, slug: row.slug };
}

/** The header of a category listing: breadcrumb and subcategories. */
export function toCategoryPage(tree: CategoryTree, row: CategoryRow): CategoryPage {
  return {
    ...toCategoryRef(row),
    description: row.description,
    image: row.image,
    parent_id: row.parentId,
    breadcrumb: ancestry(tree, row.id).map(toCategoryRef),
    children: (tree.childrenOf.get(row.id) ?? []).map(toCategoryRef),
  };
}

/** Published products per category, each category counting its subcategories' too. */
export async function productCounts(
  db: Database,
  tree: CategoryTree,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, total: count() })
    .from(products)
    .where(eq(products.isPublished, true))
    .groupBy(products.categoryId);
  const own = new Map(rows.map((row) => [row.categoryId, row.total]));
  const totals = new Map<number, number>();
  for (const category of tree.rows) {
    const total = subtreeIds(tree, category.id).reduce((sum, id) => sum + (own.get(id) ?? 0), 0);
    totals.set(category.id, total);
  }
  return totals;
}

/** A category with its image and product count. */
export function toCategoryCard(row: CategoryRow, counts: Map<number, number>): CategoryCard {
  return {
    ...toCategoryRef(row),
    parent_id: row.parentId,
    description: row.description,
    image: row.image,
    product_count: counts.get(row.id) ?? 0,
  };
}

/** The subtree under `parent` (`null`: the whole tree) as nested nodes. */
export function toCategoryNodes(
  tree: CategoryTree,
  parent: number | null,
  counts: Map<number, number>,
): CategoryNode[] {
  return (tree.childrenOf.get(parent) ?? []).map((row) => ({
    ...toCategoryCard(row, counts),
    children: toCategoryNodes(tree, row.id, counts),
  }));
}
