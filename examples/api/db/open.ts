import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

/** The database as routes see it: the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and the way to close it. */
export interface OpenDatabase {
  db: Database;
  /** Closes the connection (PGlite flushes to disk). Safe to call twice. */
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory, loadable as `snapshot`. */
  dump?: () => Promise<Blob>;
}

/** Where the database lives. */
export interface OpenDatabaseOptions {
  /**
   * PGlite data directory, resolved against the working directory; `'memory://'` keeps the
   * database in memory (tests). Ignored when `databaseUrl` is given.
   * @default '.data/pglite'
   */
  dataDir?: string;
  /** A PostgreSQL connection URL; when set, postgres-js is used instead of PGlite. */
  databaseUrl?: string;
  /**
   * Folder of the committed SQL migrations; override only when the code is bundled away from it.
   * @default examples/api/db/migrations
   */
  migrationsFolder?: string;
  /**
   * A PGlite data-directory dump (`dumpDataDir()`) to start an in-memory database from. Tests use
   * a dump of the migrated, seeded demo store so each file skips minutes of setup.
   */
  snapshot?: Blob;
}

/** The default PGlite data directory, relative to the working directory. */
export const DEFAULT_DATA_DIR = '.data/pglite';

const MEMORY = 'memory://';
const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and brings its schema up to date with the committed migrations.
 * PGlite (embedded Postgres) by default, PostgreSQL through postgres-js when `databaseUrl` is set.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenDatabase> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;

  if (options.databaseUrl !== undefined && options.databaseUrl !== '') {
    await migrateLocked(options.databaseUrl, migrationsFolder);
    const client = postgres(options.databaseUrl, { onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    return { db, close: once(() => client.end({ timeout: 5 })) };
  }

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  let client: PGlite;
  if (options.snapshot) {
    client = new PGlite(MEMORY, { loadDataDir: options.snapshot });
  } else if (dataDir.startsWith(MEMORY)) {
    client = new PGlite(dataDir);
  } else {
    const path = resolve(process.cwd(), dataDir);
    mkdirSync(path, { recursive: true });
    client = new PGlite(path);
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: once(() => client.close()), dump: () => client.dumpDataDir('none') };
}

// Any fixed number: the advisory lock that serialises migrations between processes.
const MIGRATION_LOCK_ID = 727_000;

/**
 * Runs the migrations on one dedicated connection that holds an advisory lock, so several
 * processes starting together against one PostgreSQL do not race (drizzle's migrator alone does).
 */
async function migrateLocked(databaseUrl: string, migrationsFolder: string): Promise<void> {
  // Notices about already-existing schema objects are noise here.
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.end({ timeout: 5 });
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= fn();
    return closing;
  };
}
