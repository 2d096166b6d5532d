import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { demoStore } from '../demo-store/store.ts';
import { type ApiAppOptions, type ApiLogger, createApiApp } from './app.ts';
import { openDatabase } from './db/open.ts';
import { reseed, seedIfEmpty } from './seed/seed.ts';

/**
 * How to start the reference API. `now`, `otpFixedCode` (env OTP_FIXED_CODE), `allowedOrigins`
 * (env ALLOWED_ORIGINS), `deliver`, `storeUrl` and `sectionCheck` are passed to `createApiApp`.
 */
export interface ReferenceApiOptions
  extends Pick<
    ApiAppOptions,
    | 'now'
    | 'otpFixedCode'
    | 'allowedOrigins'
    | 'deliver'
    | 'storeUrl'
    | 'trustProxy'
    | 'sectionCheck'
    | 'log'
  > {
  /**
   * PGlite data directory; `'memory://'` for a throwaway database.
   * @default '.data/pglite' (env DATA_DIR in main.ts)
   */
  dataDir?: string;
  /** PostgreSQL URL; when set, used instead of PGlite. */
  databaseUrl?: string;
  /** Admin bearer token. @default a random 32-byte hex token */
  adminToken?: string;
  /** Replace the stored data with the demo store. @default false */
  reset?: boolean;
  /** Receives unexpected errors. @default console.error */
  log?: ApiLogger;
  /** Start an in-memory database from this PGlite dump of a seeded store (tests). */
  snapshot?: Blob;
}

/** A running reference API: mount `app` (it serves `/api/*`) and call `close` on shutdown. */
export interface ReferenceApi {
  app: Hono;
  /** The admin token in force, generated when none was given. */
  adminToken: string;
  /** Closes the database. */
  close(): Promise<void>;
}

/**
 * Opens (and migrates) the database, seeds the demo store when the database is empty (or
 * replaces its data when `reset`), and builds the API app.
 */
export async function createReferenceApi(options: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const database = await openDatabase({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
    ...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
  });
  try {
    if (options.reset === true) await reseed(database.db, demoStore);
    else await seedIfEmpty(database.db, demoStore);
  } catch (error) {
    await database.close();
    throw error;
  }
  const adminToken =
    options.adminToken !== undefined && options.adminToken !== ''
      ? options.adminToken
      : randomBytes(32).toString('hex');
  const app = createApiApp({
    db: database.db,
    adminToken,
    ...(options.log === undefined ? {} : { log: options.log }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.otpFixedCode === undefined ? {} : { otpFixedCode: options.otpFixedCode }),
    ...(options.allowedOrigins === undefined ? {} : { allowedOrigins: options.allowedOrigins }),
    ...(options.deliver === undefined ? {} : { deliver: options.deliver }),
    ...(options.storeUrl === undefined ? {} : { storeUrl: options.storeUrl }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.sectionCheck === undefined ? {} : { sectionCheck: options.sectionCheck }),
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  return { app, adminToken, close: database.close };
}

export { type ApiAppOptions, type ApiLogger, createApiApp } from './app.ts';
export type { SectionCheckSource } from './data/page-editing.ts';
export { type Database, type OpenDatabase, openDatabase } from './db/open.ts';
