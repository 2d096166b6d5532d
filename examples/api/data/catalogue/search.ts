import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { SEARCH_MIN_LENGTH, type SearchSuggestions } from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { categories, products } from '../../db/schema.ts';
import { productCardsByIds } from './product-cards.ts';
import { type ProductScope, scopeConditions } from './product-conditions.ts';
import { containsPattern } from './product-sql.ts';

/** Most product suggestions. */
export const SUGGESTED_PRODUCTS = 6;
/** Most category suggestions. */
export const SUGGESTED_CATEGORIES = 4;

/**
 * The search scope of a text: every word must match. `undefined` when the text is shorter than
 * `SEARCH_MIN_LENGTH`, which searches nothing.
 */
export function searchScope(query: string): ProductScope | undefined {
  const text = query.trim();
  if (text.length < SEARCH_MIN_LENGTH) return undefined;
  return { kind: 'search', words: text.split(/\s+/).slice(0, 8) };
}

/** Suggestions as the shopper types: products whose name starts with the text first. */
export async function searchSuggestions(db: Database, query: string): Promise<SearchSuggestions> {
  const scope = searchScope(query);
  if (scope === undefined) return { products: [], categories: [], total: 0 };
  const text = query.trim();
  const where = and(...scopeConditions(scope));
  const prefix = `${containsPattern(text).slice(1)}`;
  const [ids, [totalRow], categoryRows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(
        sql`(${products.name} ilike ${prefix}) desc`,
        desc(products.ratingCount),
        asc(products.id),
      )
      .limit(SUGGESTED_PRODUCTS),
    db.select({ total: count() }).from(products).where(where),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.isActive, true), ilike(categories.name, containsPattern(text))))
      .orderBy(asc(categories.position))
      .limit(SUGGESTED_CATEGORIES),
  ]);
  const cards = await productCardsByIds(
    db,
    ids.map((row) => row.id),
  );
  return {
    products: cards.map((card) => ({
      id: card.id,
      name: card.name,
      slug: card.slug,
      image: card.base_image,
      selling_price: card.channel.selling_price,
      mrp: card.channel.mrp,
    })),
    categories: categoryRows,
    total: totalRow?.total ?? 0,
  };
}
