import { Hono } from 'hono';
import { plugins } from '../../../schemas/api/endpoints.ts';
import { readInstalledPlugin, readInstalledPlugins } from '../data/plugins.ts';
import type { Database } from '../db/open.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

/** The answer for a plugin that is unknown or not installed. */
export const PLUGIN_NOT_FOUND = 'Plugin not found';

/**
 * `GET /plugins/all` and `GET /plugins/config/{name}` (spec §7 "Plugins"): shoppers only ever see
 * installed plugins (spec §4). Plugin-specific endpoints live with their domain.
 */
export function pluginRoutes(db: Database): Hono {
  const routes = new Hono();

  mount(routes, plugins.all, async () => ({ data: await readInstalledPlugins(db) }));

  mount(routes, plugins.config, async ({ params }) => {
    const plugin = await readInstalledPlugin(db, params.name);
    if (plugin === undefined) throw notFound(PLUGIN_NOT_FOUND);
    return { data: plugin };
  });

  return routes;
}
