import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/** The seeded demo-store database dumped by the test run's global setup, for `createReferenceApi`. */
export async function seededSnapshot(): Promise<Blob> {
  return new Blob([await readFile(inject('apiSnapshotPath'))]);
}
