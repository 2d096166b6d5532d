import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoStore } from '../../demo-store/store.ts';
import { openDatabase } from '../db/open.ts';
import { seedIfEmpty } from '../seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite dump of the migrated, seeded demo store. */
    apiSnapshotPath: string;
  }
}

/**
 * Migrates and seeds the demo store once per test run and dumps it, so every API test file
 * starts its own fresh database from the dump instead of migrating and seeding again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'sf-api-snapshot-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedIfEmpty(database.db, demoStore);
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite did not produce a dump');
    const path = join(folder, 'seeded.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    project.provide('apiSnapshotPath', path);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
