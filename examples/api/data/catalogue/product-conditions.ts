import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductFilters } from '../../../../schemas/api/index.ts';
import { products } from '../../db/schema.ts';
import { type CategoryTree, findCategory, subtreeIds } from './category-tree.ts';
import { containsPattern, effectivePrice } from './product-sql.ts';

/** Which products a listing starts from, before filters. */
export type ProductScope =
  | { kind: 'all' }
  | { kind: 'category'; categoryIds: number[] }
  | { kind: 'collection'; collectionId: number }
  | { kind: 'search'; words: string[] };

/** A facet whose own filter is left out when counting its values. */
export type FacetName =
  | 'brand'
  | 'category'
  | 'label'
  | 'price'
  | 'tags'
  | 'variable'
  | 'attribute';

/** Leave out one facet's filter; for `variable` and `attribute`, only the attribute `key`. */
export interface Except {
  facet: FacetName;
  key?: string;
}

const never = sql`false`;

/** Published products of the scope. */
export function scopeConditions(scope: ProductScope): SQL[] {
  const published = eq(products.isPublished, true);
  switch (scope.kind) {
    case 'all':
      return [published];
    case 'category':
      return [published, inList(products.categoryId, scope.categoryIds)];
    case 'collection':
      return [
        published,
        sql`exists (select 1 from collection_products cp
          where cp.collection_id = ${scope.collectionId} and cp.product_id = ${products.id})`,
      ];
    case 'search':
      // Every word must appear in the name, a sku or the brand name.
      return [published, ...scope.words.map(matchesWord)];
  }
}

function matchesWord(word: string): SQL {
  const pattern = containsPattern(word);
  return sql`(${products.name} ilike ${pattern} or ${products.sku} ilike ${pattern}
    or exists (select 1 from product_variants v where v.product_id = ${products.id} and v.sku ilike ${pattern})
    or exists (select 1 from brands b where b.id = ${products.brandId} and b.name ilike ${pattern}))`;
}

/**
 * Conditions of the filters, all of which a product must meet. Values within one filter are
 * alternatives. Empty lists do not filter; values that name nothing match nothing.
 */
export function filterConditions(
  filters: ProductFilters,
  tree: CategoryTree,
  except?: Except,
): SQL[] {
  const conditions: SQL[] = [];
  const skip = (facet: FacetName) => except?.facet === facet && except.key === undefined;

  if (!skip('brand') && nonEmpty(filters.brand)) {
    conditions.push(
      sql`${products.brandId} in (select b.id from brands b where b.slug in ${values(filters.brand)})`,
    );
  }
  if (!skip('category') && nonEmpty(filters.category)) {
    const ids = filters.category.flatMap((slug) => {
      const category = findCategory(tree, slug);
      return category === undefined ? [] : subtreeIds(tree, category.id);
    });
    conditions.push(inList(products.categoryId, ids));
  }
  if (!skip('label') && nonEmpty(filters.label)) {
    conditions.push(
      sql`${products.labelId} in (select l.id from labels l where l.name in ${values(filters.label)})`,
    );
  }
  if (!skip('tags') && nonEmpty(filters.tags)) {
    conditions.push(sql`exists (select 1 from product_tags pt join tags t on t.id = pt.tag_id
      where pt.product_id = ${products.id} and t.slug in ${values(filters.tags)})`);
  }
  if (!skip('price') && filters.price !== undefined) {
    if (filters.price.min !== undefined) {
      conditions.push(sql`${effectivePrice} >= ${filters.price.min}`);
    }
    if (filters.price.max !== undefined) {
      conditions.push(sql`${effectivePrice} <= ${filters.price.max}`);
    }
  }
  if (!skip('attribute') && filters.attribute !== undefined) {
    for (const [name, accepted] of Object.entries(filters.attribute)) {
      if (accepted.length === 0 || (except?.facet === 'attribute' && except.key === name)) continue;
      conditions.push(sql`${products.specs} ->> ${name}::text in ${values(accepted)}`);
    }
  }
  if (!skip('variable')) {
    const variant = variantConditions(
      filters,
      except?.facet === 'variable' ? except.key : undefined,
    );
    if (variant.length > 0) {
      conditions.push(sql`exists (select 1 from product_variants v
        where v.product_id = ${products.id} and ${sql.join(variant, sql` and `)})`);
    }
  }
  return conditions;
}

/**
 * Conditions on one variant row `v` for the variable filters, leaving out attribute `exceptKey`:
 * one variant must carry a wanted colour AND a wanted size.
 */
export function variantConditions(filters: ProductFilters, exceptKey?: string): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, accepted] of Object.entries(filters.variable ?? {})) {
    if (accepted === undefined || accepted.length === 0 || name === exceptKey) continue;
    conditions.push(sql`v.options ->> ${name}::text in ${values(accepted)}`);
  }
  return conditions;
}

function nonEmpty<T>(list: T[] | undefined): list is T[] {
  return list !== undefined && list.length > 0;
}

/** A parenthesised list of bound values for `in`. */
function values(list: (string | number)[]): SQL {
  return sql`(${sql.join(
    list.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

function inList(column: typeof products.categoryId, ids: number[]): SQL {
  return ids.length === 0 ? never : inArray(column, ids);
}
