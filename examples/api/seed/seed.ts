import { eq, sql } from 'drizzle-orm';
import {
  type StoreDataset,
  type StoreDatasetInput,
  storeDatasetSchema,
} from '../../demo-store/dataset.ts';
import type { Database } from '../db/open.ts';
import {
  heartBeats,
  layouts,
  meta,
  modeSubscriptions,
  pages,
  plugins,
  settings,
  storeAccess,
  storefront,
} from '../db/schema.ts';
import { deleteCatalogue, insertCatalogue } from './catalogue.ts';
import { deleteCommerce, insertCommerce } from './commerce.ts';
import { deleteContent, insertContent } from './content.ts';
import { deleteCustomers, insertCustomers } from './customers.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `meta` key holding the time the store was seeded; its presence means "seeded". */
export const SEEDED_AT_KEY = 'seeded_at';

// Serialises seeding between processes sharing one PostgreSQL database (any fixed number works).
const SEED_LOCK_ID = 727_001;

/**
 * Loads `store` into the database unless it was seeded before, in one transaction.
 * Returns whether it seeded. Throws (a ZodError) when the dataset is invalid.
 */
export async function seedIfEmpty(db: Database, store: StoreDatasetInput): Promise<boolean> {
  const dataset = storeDatasetSchema.parse(store);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await isSeeded(tx)) return false;
    await insertStore(tx, dataset);
    return true;
  });
}

/**
 * Replaces everything the store holds with `store`, in one transaction: edits made since the
 * last seed are lost. Throws (a ZodError) when the dataset is invalid.
 */
export async function reseed(db: Database, store: StoreDatasetInput): Promise<void> {
  const dataset = storeDatasetSchema.parse(store);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Children before parents. Tables added later (products, carts, orders) belong here too.
    await tx.delete(pages);
    await tx.delete(layouts);
    await tx.delete(plugins);
    await tx.delete(settings);
    await tx.delete(storefront);
    await tx.delete(storeAccess);
    await tx.delete(heartBeats);
    await tx.delete(modeSubscriptions);
    await deleteCommerce(tx);
    await deleteCustomers(tx);
    await deleteContent(tx);
    await deleteCatalogue(tx);
    await tx.delete(meta).where(eq(meta.key, SEEDED_AT_KEY));
    // Page ids start at 1 again, as on a fresh database.
    await tx.execute(sql`select setval(pg_get_serial_sequence('pages', 'id'), 1, false)`);
    await insertStore(tx, dataset);
  });
}

/** When the database was seeded, or `null` if it never was. */
export async function seededAt(db: Database | Transaction): Promise<Date | null> {
  const [row] = await db.select().from(meta).where(eq(meta.key, SEEDED_AT_KEY));
  return row === undefined ? null : new Date(row.value);
}

async function isSeeded(tx: Transaction): Promise<boolean> {
  return (await seededAt(tx)) !== null;
}

async function insertStore(tx: Transaction, store: StoreDataset): Promise<void> {
  const settingRows = Object.entries(store.settings).map(([key, value]) => ({
    key,
    value: value ?? null,
  }));
  if (settingRows.length > 0) await tx.insert(settings).values(settingRows);

  await tx.insert(storefront).values({ id: 1, data: store.storefront });

  if (store.plugins.length > 0) {
    await tx.insert(plugins).values(
      store.plugins.map((plugin) => ({
        moduleName: plugin.module_name,
        config: plugin.config,
        isInstalled: plugin.is_installed,
      })),
    );
  }

  if (store.layouts.length > 0) await tx.insert(layouts).values(store.layouts);

  if (store.pages.length > 0) {
    await tx.insert(pages).values(
      store.pages.map((page) => ({
        slug: page.slug,
        parentSlug: page.parent_slug,
        title: page.title,
        metaTitle: page.meta_title,
        metaDescription: page.meta_description,
        image: page.image,
        isActive: page.is_active,
        pageType: page.page_type,
        layoutId: page.layout_id,
        componentData: page.component_data,
        schemaVersion: page.schema_version,
      })),
    );
  }

  await insertCatalogue(tx, store.catalogue);
  await insertContent(tx, store.content);
  await insertCustomers(tx, store.customers);
  await insertCommerce(tx, store.commerce, store.storefront.channel.currency.code);

  await tx.insert(meta).values({ key: SEEDED_AT_KEY, value: new Date().toISOString() });
}
