import { Hono } from 'hono';
import { settings } from '../../../schemas/api/endpoints.ts';
import { settingsGetResponseSchema } from '../../../schemas/api/index.ts';
import { readSettings } from '../data/settings.ts';
import type { Database } from '../db/open.ts';
import { mount } from '../http/mount.ts';

/** `POST /settings/get` (spec §7 "Settings"). */
export function settingsRoutes(db: Database): Hono {
  const routes = new Hono();

  mount(routes, settings.get, async ({ body }) => ({
    // Stored values are any JSON; the contract's types are held here.
    data: settingsGetResponseSchema.parse(await readSettings(db, body.keys)),
  }));

  return routes;
}
