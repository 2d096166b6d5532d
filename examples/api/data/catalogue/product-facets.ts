import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type {
  AttributeFacet,
  FacetValue,
  ProductFacets,
  ProductFilters,
} from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { brands, labels, products, productTags, tags } from '../../db/schema.ts';
import { ancestry, type CategoryTree } from './category-tree.ts';
import {
  type Except,
  filterConditions,
  type ProductScope,
  scopeConditions,
  variantConditions,
} from './product-conditions.ts';
import { effectivePrice, toMoney } from './product-sql.ts';

/**
 * Facets of a listing (see `productFacetsSchema`): the values present in the scope, each
 * counted over the products that meet every filter but the facet's own.
 */
export async function productFacets(
  db: Database,
  tree: CategoryTree,
  scope: ProductScope,
  filters: ProductFilters,
): Promise<ProductFacets> {
  const inScope = scopeConditions(scope);
  // `count(...) filter (where ...)` counts matches while the WHERE keeps every scope value.
  const matching = (except?: Except): SQL => {
    const conditions = filterConditions(filters, tree, except);
    return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  };
  const counted = (except?: Except) =>
    sql<number>`(count(*) filter (where ${matching(except)}))::int`;

  const [totalRow] = await db
    .select({ total: count() })
    .from(products)
    .where(and(...inScope, ...filterConditions(filters, tree)));

  const brandRows = await db
    .select({ value: brands.slug, label: brands.name, count: counted({ facet: 'brand' }) })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...inScope))
    .groupBy(brands.slug, brands.name)
    .orderBy(brands.name);

  const labelRows = await db
    .select({ value: labels.name, label: labels.name, count: counted({ facet: 'label' }) })
    .from(products)
    .innerJoin(labels, eq(labels.id, products.labelId))
    .where(and(...inScope))
    .groupBy(labels.name)
    .orderBy(labels.name);

  const tagRows = await db
    .select({ value: tags.slug, label: tags.name, count: counted({ facet: 'tags' }) })
    .from(products)
    .innerJoin(productTags, eq(productTags.productId, products.id))
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(and(...inScope))
    .groupBy(tags.slug, tags.name)
    .orderBy(tags.name);

  const categoryRows = await db
    .select({ categoryId: products.categoryId, count: counted({ facet: 'category' }) })
    .from(products)
    .where(and(...inScope))
    .groupBy(products.categoryId);

  const [priceRow] = await db
    .select({
      min: sql<string | null>`min(${effectivePrice})`,
      max: sql<string | null>`max(${effectivePrice})`,
    })
    .from(products)
    .where(and(...inScope, ...filterConditions(filters, tree, { facet: 'price' })));

  return {
    total: totalRow?.total ?? 0,
    brands: brandRows.map(toFacetValue),
    categories: categoryFacet(tree, scope, categoryRows),
    labels: labelRows.map(toFacetValue),
    tags: tagRows.map(toFacetValue),
    price: { min: toMoney(priceRow?.min ?? 0), max: toMoney(priceRow?.max ?? 0) },
    variables: await variableFacets(db, tree, inScope, filters),
    attributes: await attributeFacets(db, tree, inScope, filters),
  };
}

function toFacetValue(row: { value: string; label: string; count: number | string }): FacetValue {
  return { value: row.value, label: row.label, count: Number(row.count) };
}

/** Rows of `db.execute`, whichever driver answered (postgres-js: an array; PGlite: `.rows`). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/**
 * Categories of the scope's products in tree order, subcategories counted into their parents.
 * A category listing leaves out itself and its ancestors: they would always count everything.
 */
function categoryFacet(
  tree: CategoryTree,
  scope: ProductScope,
  rows: { categoryId: number; count: number }[],
): FacetValue[] {
  const counts = new Map<number, number>();
  const present = new Set<number>();
  for (const row of rows) {
    for (const category of ancestry(tree, row.categoryId)) {
      present.add(category.id);
      counts.set(category.id, (counts.get(category.id) ?? 0) + Number(row.count));
    }
  }
  const hidden = new Set<number>();
  if (scope.kind === 'category') {
    const [root] = scope.categoryIds;
    if (root !== undefined) for (const category of ancestry(tree, root)) hidden.add(category.id);
  }
  return tree.rows
    .filter((row) => present.has(row.id) && !hidden.has(row.id))
    .map((row) => ({ value: row.slug, label: row.name, count: counts.get(row.id) ?? 0 }));
}

interface OptionMeta {
  label: string;
  hex: string | undefined;
  position: number;
}

/**
 * Colour and size facets. A value counts the products with a variant carrying it together with
 * the other variable filters (a red variant in size M), under every non-variable filter.
 */
async function variableFacets(
  db: Database,
  tree: CategoryTree,
  inScope: SQL[],
  filters: ProductFilters,
): Promise<AttributeFacet[]> {
  const others = sql.join(
    [sql`true`, ...filterConditions(filters, tree, { facet: 'variable' })],
    sql` and `,
  );
  const sameVariant = (name: string) =>
    sql.join([sql`true`, ...variantConditions(filters, name)], sql` and `);
  const names = ['colour', 'size'];
  const variantMatches = sql.join(
    names.map((name) => sql`when ${name} then ${sameVariant(name)}`),
    sql` `,
  );
  const rows = rowsOf<{ name: string; value: string; count: number }>(
    await db.execute(sql`
      select o.key as name, o.value as value,
        (count(distinct products.id) filter (where ${others}
          and case o.key ${variantMatches} else ${sameVariant('')} end))::int as count
      from products
        join product_variants v on v.product_id = products.id
        cross join lateral jsonb_each_text(v.options) as o(key, value)
      where ${sql.join(inScope, sql` and `)}
      group by o.key, o.value`),
  );
  const meta = await optionMeta(db, inScope);
  return facetsFromRows(rows, meta, (name) => (name === 'colour' ? 'Colour' : titleCase(name)));
}

/** Labels, swatches and display order of the variable options in scope. */
async function optionMeta(
  db: Database,
  inScope: SQL[],
): Promise<Map<string, Map<string, OptionMeta>>> {
  const rows = await db
    .select({ attributes: products.attributes })
    .from(products)
    .where(and(...inScope));
  const meta = new Map<string, Map<string, OptionMeta>>();
  for (const { attributes } of rows) {
    for (const attribute of attributes) {
      const options = meta.get(attribute.name) ?? new Map<string, OptionMeta>();
      attribute.options.forEach((option, position) => {
        const known = options.get(option.value);
        if (known === undefined || position < known.position) {
          options.set(option.value, { label: option.label, hex: option.hex, position });
        }
      });
      meta.set(attribute.name, options);
    }
  }
  return meta;
}

/** Fixed-attribute facets (material...), each leaving out only its own attribute filter. */
async function attributeFacets(
  db: Database,
  tree: CategoryTree,
  inScope: SQL[],
  filters: ProductFilters,
): Promise<AttributeFacet[]> {
  const filtered = Object.keys(filters.attribute ?? {});
  const matches = (key?: string) =>
    sql.join(
      [
        sql`true`,
        ...filterConditions(
          filters,
          tree,
          key === undefined ? undefined : { facet: 'attribute', key },
        ),
      ],
      sql` and `,
    );
  const byKey =
    filtered.length === 0
      ? matches()
      : sql`case s.key ${sql.join(
          filtered.map((key) => sql`when ${key} then ${matches(key)}`),
          sql` `,
        )} else ${matches()} end`;
  const rows = rowsOf<{ name: string; value: string; count: number }>(
    await db.execute(sql`
      select s.key as name, s.value as value, (count(*) filter (where ${byKey}))::int as count
      from products cross join lateral jsonb_each_text(products.specs) as s(key, value)
      where ${sql.join(inScope, sql` and `)}
      group by s.key, s.value`),
  );
  return facetsFromRows(rows, new Map(), titleCase);
}

function facetsFromRows(
  rows: { name: string; value: string; count: number | string }[],
  meta: Map<string, Map<string, OptionMeta>>,
  labelOf: (name: string) => string,
): AttributeFacet[] {
  const facets = new Map<string, AttributeFacet>();
  for (const row of rows) {
    const option = meta.get(row.name)?.get(row.value);
    const facet = facets.get(row.name) ?? { name: row.name, label: labelOf(row.name), values: [] };
    const value: FacetValue = {
      value: row.value,
      label: option?.label ?? row.value,
      count: Number(row.count),
    };
    if (option?.hex !== undefined) value.hex = option.hex;
    facet.values.push(value);
    facets.set(row.name, facet);
  }
  const position = (name: string, value: string) =>
    meta.get(name)?.get(value)?.position ?? Number.MAX_SAFE_INTEGER;
  return [...facets.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((facet) => ({
      ...facet,
      // Sizes keep their natural order (XS before S); other values read alphabetically.
      values: facet.values.sort((a, b) =>
        facet.name === 'size'
          ? position(facet.name, a.value) - position(facet.name, b.value) ||
            a.label.localeCompare(b.label)
          : a.label.localeCompare(b.label),
      ),
    }));
}

function titleCase(name: string): string {
  const words = name.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
