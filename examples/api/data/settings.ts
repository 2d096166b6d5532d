import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';
import { settings } from '../db/schema.ts';

/** The values of `keys`; unknown or unset keys are `null`. */
export async function readSettings(
  db: Database,
  keys: readonly string[],
): Promise<Record<string, unknown>> {
  const unique = [...new Set(keys)];
  const rows =
    unique.length === 0
      ? []
      : await db.select().from(settings).where(inArray(settings.key, unique));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(unique.map((key) => [key, stored.get(key) ?? null]));
}

/** Every stored setting, `{ key: value }`. */
export async function readAllSettings(db: Database): Promise<Record<string, unknown>> {
  const rows = await db.select().from(settings).orderBy(settings.key);
  return Object.fromEntries(rows.map((row) => [row.key, row.value ?? null]));
}

/** Writes each `{ key: value }` pair, replacing stored values; other keys stay as they are. */
export async function writeSettings(db: Database, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: value ?? null }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}
