import { Hono } from 'hono';
import { settingsGetRequestSchema, settingsGetResponseSchema } from '../../../schemas/api/index.ts';
import { readSettings } from '../data/settings.ts';
import type { Database } from '../db/open.ts';
import { success } from '../http/respond.ts';
import { validBody } from '../http/validate.ts';

/** `POST /settings/get` (spec §7 "Settings"). */
export function settingsRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.post('/settings/get', async (c) => {
    const { keys } = await validBody(c, settingsGetRequestSchema);
    return success(c, settingsGetResponseSchema.parse(await readSettings(db, keys)));
  });

  return routes;
}
