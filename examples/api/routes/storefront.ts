import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  type InitialValues,
  initialValuesQuerySchema,
  initialValuesSchema,
  STORE_UNLOCK_COOKIE,
} from '../../../schemas/api/index.ts';
import { toCustomer } from '../data/customers.ts';
import { readInstalledPlugins } from '../data/plugins.ts';
import { readSettings } from '../data/settings.ts';
import { isUnlockedBy, readStoreAccess } from '../data/store-access.ts';
import { readStorefront } from '../data/storefront.ts';
import type { Database } from '../db/open.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { success } from '../http/respond.ts';
import { currentCustomer } from '../http/session.ts';
import { validQuery } from '../http/validate.ts';

/** `GET /storefront/all` and `GET /storefront/initial-values` (spec §7 "Storefront and base"). */
export function storefrontRoutes(db: Database): Hono {
  const routes = new Hono();

  routes.get('/storefront/all', async (c) => success(c, await readStorefront(db)));

  routes.get('/storefront/initial-values', async (c) => {
    const { keys } = validQuery(c, initialValuesQuerySchema);
    const [storefront, settings, plugins, customer, access] = await Promise.all([
      readStorefront(db),
      readSettings(db, keys),
      readInstalledPlugins(db),
      currentCustomer(c),
      readStoreAccess(db),
    ]);
    const unlocked = isUnlockedBy(getCookie(c, STORE_UNLOCK_COOKIE), access.passwordHash);
    const data: InitialValues = initialValuesSchema.parse({
      // Switched through PUT /api/admin/storefront (spec §4 licence and gating).
      license_status: access.licenseStatus,
      subscription_status: access.subscriptionStatus,
      password_unlocked: unlocked,
      host: requestOrigin(c).host,
      settings,
      storefront,
      plugins,
      // Only for a logged-in customer (spec §3).
      ...(customer === null ? {} : { account: toCustomer(customer) }),
    });
    // A customer's own data, or this browser's unlock, must not be cached by shared caches.
    if (customer !== null || unlocked) c.header('Cache-Control', 'no-store');
    return success(c, data);
  });

  return routes;
}
