import { Hono } from 'hono';
import { readInstalledPlugin, readInstalledPlugins } from '../data/plugins.ts';
import type { Database } from '../db/open.ts';
import { notFound } from '../http/api-error.ts';
import { success } from '../http/respond.ts';

/** The answer for a plugin that is unknown or not installed. */
export const PLUGIN_NOT_FOUND = 'Plugin not found';

/**
 * `GET /plugins/all` and `GET /plugins/config/{name}` (spec §7 "Plugins"): shoppers only ever see
 * installed plugins (spec §4). Plugin-specific endpoints live with their domain.
 */
export function pluginRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get('/plugins/all', async (c) => success(c, await readInstalledPlugins(db)));

  routes.get('/plugins/config/:name', async (c) => {
    const plugin = await readInstalledPlugin(db, c.req.param('name'));
    if (plugin === undefined) throw notFound(PLUGIN_NOT_FOUND);
    return success(c, plugin);
  });

  return routes;
}
