import { and, asc, eq } from 'drizzle-orm';
import {
  type AdminPluginUpdate,
  type Plugin,
  type PluginRecord,
  pluginConfigIssues,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import type { Database } from '../db/open.ts';
import { plugins } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';

/** Installed plugins with their config, by module name (spec §4: only these load). */
export async function readInstalledPlugins(db: Database): Promise<Plugin[]> {
  const rows = await db
    .select({ module_name: plugins.moduleName, config: plugins.config })
    .from(plugins)
    .where(eq(plugins.isInstalled, true))
    .orderBy(asc(plugins.moduleName));
  return rows;
}

/** The installed plugin `moduleName`, or `undefined` when it is unknown or not installed. */
export async function readInstalledPlugin(
  db: Database,
  moduleName: string,
): Promise<Plugin | undefined> {
  const [row] = await db
    .select({ module_name: plugins.moduleName, config: plugins.config })
    .from(plugins)
    .where(and(eq(plugins.moduleName, moduleName), eq(plugins.isInstalled, true)));
  return row;
}

/**
 * Installs, removes or reconfigures `moduleName` (created when unknown); fields left out keep
 * their stored value. An installed known plugin's config must pass its config schema (422 at
 * `config.<field>`: its ids in their format). Returns the plugin as stored.
 */
export async function writePlugin(
  db: Database,
  moduleName: string,
  update: AdminPluginUpdate,
): Promise<PluginRecord> {
  const [current] = await db.select().from(plugins).where(eq(plugins.moduleName, moduleName));
  const next = {
    config: update.config ?? current?.config ?? {},
    isInstalled: update.is_installed ?? current?.isInstalled ?? false,
  };
  const issues = pluginConfigIssues(moduleName, {
    is_installed: next.isInstalled,
    config: next.config,
  });
  if (issues.length > 0) {
    const errors: Record<string, string[]> = {};
    for (const issue of issues) {
      const path = ['config', ...issue.path.map(String)].join('.');
      errors[path] = [...(errors[path] ?? []), issue.message];
    }
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, errors);
  }
  await db
    .insert(plugins)
    .values({ moduleName, ...next })
    .onConflictDoUpdate({ target: plugins.moduleName, set: { ...next, updatedAt: new Date() } });
  return { module_name: moduleName, config: next.config, is_installed: next.isInstalled };
}
