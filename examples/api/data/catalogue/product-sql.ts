import { type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '../../../../schemas/api/index.ts';
import { products } from '../../db/schema.ts';

// SQL pieces shared by listings, facets, search and product cards. Each refers to the `products`
// table unaliased, so they combine freely in one WHERE or ORDER BY.
//
// A product with variants sells through them: its price is the cheapest variant's, its list
// price that variant's, its stock the sum of theirs. A simple product uses its own columns.

/** What the shopper pays for the product (cheapest variant), as `numeric`. */
export const effectivePrice = sql<string>`coalesce(
  (select min(v.price) from product_variants v where v.product_id = ${products.id}),
  ${products.price})`;

/** List price that goes with `effectivePrice`, as `numeric`. */
export const effectiveMrp = sql<string>`coalesce(
  (select v.mrp from product_variants v where v.product_id = ${products.id}
    order by v.price, v.position limit 1),
  ${products.mrp})`;

/** Units available over all variants, as `int`. */
export const effectiveStock = sql<number>`coalesce(
  (select sum(v.stock) from product_variants v where v.product_id = ${products.id}),
  ${products.stock})::int`;

/** Whether the product has variants. */
export const hasVariants = sql<boolean>`exists (
  select 1 from product_variants v where v.product_id = ${products.id})`;

/** ORDER BY terms of a sort; ties always break on id so paging is stable. */
export function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [sql`${effectivePrice} asc`, sql`${products.id} asc`];
    case 'price-desc':
      return [sql`${effectivePrice} desc`, sql`${products.id} desc`];
    case 'name-asc':
      return [sql`lower(${products.name}) asc`, sql`${products.id} asc`];
    case 'name-desc':
      return [sql`lower(${products.name}) desc`, sql`${products.id} desc`];
    case 'rating':
      return [
        sql`${products.ratingAverage} desc`,
        sql`${products.ratingCount} desc`,
        sql`${products.id} desc`,
      ];
    case 'newest':
      return [sql`${products.createdAt} desc`, sql`${products.id} desc`];
  }
}

/** A `numeric` from the database as a JSON number in the major unit (two decimals). */
export function toMoney(value: string | number | null): number {
  return Math.round(Number(value ?? 0) * 100) / 100;
}

/** A search text as an ILIKE pattern matching it anywhere; `%`, `_` and `\` match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
