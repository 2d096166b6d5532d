import { eq, sql } from 'drizzle-orm';
import { type Storefront, storefrontSchema } from '../../../schemas/api/index.ts';
import type { Database } from '../db/open.ts';
import { storefront } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';

/** The stored storefront object, defaults applied. Throws a 404 ApiError when there is none. */
export async function readStorefront(db: Database): Promise<Storefront> {
  const [row] = await db.select().from(storefront).where(eq(storefront.id, 1));
  if (row === undefined) throw notFound('Store not found');
  return storefrontSchema.parse(row.data);
}

/**
 * Stores `data` as the live storefront object (creating the row if needed) and moves the
 * settings' version on, so an editor holding the old one gets a 412 (its draft is kept).
 */
export async function writeStorefront(db: Database, data: Storefront): Promise<void> {
  await db
    .insert(storefront)
    .values({ id: 1, data })
    .onConflictDoUpdate({
      target: storefront.id,
      set: { data, version: sql`${storefront.version} + 1`, updatedAt: new Date() },
    });
}
