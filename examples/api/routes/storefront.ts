import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { storefront } from '../../../schemas/api/endpoints.ts';
import { initialValuesSchema, STORE_UNLOCK_COOKIE } from '../../../schemas/api/index.ts';
import { toCustomer } from '../data/customers.ts';
import { readInstalledPlugins } from '../data/plugins.ts';
import { readSettings } from '../data/settings.ts';
import { isUnlockedBy, readStoreAccess } from '../data/store-access.ts';
import { readStorefront } from '../data/storefront.ts';
import type { Database } from '../db/open.ts';
import { mount } from '../http/mount.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { currentCustomer } from '../http/session.ts';

/** `GET /storefront/all` and `GET /storefront/initial-values` (spec §7 "Storefront and base"). */
export function storefrontRoutes(db: Database): Hono {
  const routes = new Hono();

  mount(routes, storefront.all, async () => ({ data: await readStorefront(db) }));

  mount(routes, storefront.initialValues, async ({ c, query }) => {
    const [values, settings, plugins, customer, access] = await Promise.all([
      readStorefront(db),
      readSettings(db, query.keys),
      readInstalledPlugins(db),
      currentCustomer(c),
      readStoreAccess(db),
    ]);
    const unlocked = isUnlockedBy(getCookie(c, STORE_UNLOCK_COOKIE), access.passwordHash);
    // A customer's own data, or this browser's unlock, must not be cached by shared caches.
    if (customer !== null || unlocked) c.header('Cache-Control', 'no-store');
    // The storefront reads these leniently (the row's schema), so the contract is held here.
    return {
      data: initialValuesSchema.parse({
        // Switched through PUT /api/admin/storefront (spec §4 licence and gating).
        license_status: access.licenseStatus,
        subscription_status: access.subscriptionStatus,
        password_unlocked: unlocked,
        host: requestOrigin(c).host,
        settings,
        storefront: values,
        plugins,
        // Only for a logged-in customer (spec §3).
        ...(customer === null ? {} : { account: toCustomer(customer) }),
      }),
    };
  });

  return routes;
}
