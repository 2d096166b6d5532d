import { Hono } from 'hono';
import {
  type InitialValues,
  initialValuesQuerySchema,
  initialValuesSchema,
} from '../../../schemas/api/index.ts';
import { readInstalledPlugins } from '../data/plugins.ts';
import { readSettings } from '../data/settings.ts';
import { readStorefront } from '../data/storefront.ts';
import type { Database } from '../db/open.ts';
import { success } from '../http/respond.ts';
import { validQuery } from '../http/validate.ts';

/** `GET /storefront/all` and `GET /storefront/initial-values` (spec §7 "Storefront and base"). */
export function storefrontRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get('/storefront/all', async (c) => success(c, await readStorefront(db)));

  routes.get('/storefront/initial-values', async (c) => {
    const { keys } = validQuery(c, initialValuesQuerySchema);
    const [storefront, settings, plugins] = await Promise.all([
      readStorefront(db),
      readSettings(db, keys),
      readInstalledPlugins(db),
    ]);
    const data: InitialValues = initialValuesSchema.parse({
      // The reference API always holds a licence; a platform answers null or 'inactive' (spec §4).
      license_status: 'active',
      host: new URL(c.req.url).host,
      settings,
      storefront,
      plugins,
      // `account` joins here once auth exists: only for a logged-in customer (spec §3).
    });
    return success(c, data);
  });

  return routes;
}
