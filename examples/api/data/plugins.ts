import { asc, eq } from 'drizzle-orm';
import type { Plugin } from '../../../schemas/api/index.ts';
import type { Database } from '../db/open.ts';
import { plugins } from '../db/schema.ts';

/** Installed plugins with their config, by module name (spec §4: only these load). */
export async function readInstalledPlugins(db: Database): Promise<Plugin[]> {
  const rows = await db
    .select({ module_name: plugins.moduleName, config: plugins.config })
    .from(plugins)
    .where(eq(plugins.isInstalled, true))
    .orderBy(asc(plugins.moduleName));
  return rows;
}
