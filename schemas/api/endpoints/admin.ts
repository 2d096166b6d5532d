import { endpoint } from '../endpoint.ts';

// Admin endpoints for the editor and tests, behind `Authorization: Bearer <admin token>`. Rows of
// the endpoint table: see schemas/api/endpoint.ts.

/** A page's whole template by its page key, inactive pages included. */
export const template = endpoint({
  method: 'GET',
  path: '/api/admin/templates/:pageKey',
  access: 'admin',
  silent: true,
  schemas: () => import('../../template.ts').then((m) => ({ data: m.templateEnvelopeSchema })),
});

/** Saves any of a page's layout, meta and sections; answers the saved template. */
export const saveTemplate = endpoint({
  method: 'PUT',
  path: '/api/admin/templates/:pageKey',
  access: 'admin',
  schemas: () =>
    Promise.all([import('../admin.ts'), import('../../template.ts')]).then(([admin, template]) => ({
      body: admin.adminTemplateUpdateSchema,
      data: template.templateEnvelopeSchema,
    })),
});

/**
 * Deep-merges a partial storefront into the stored one, and switches licence, subscription and
 * the store password (spec §4); answers the storefront.
 */
export const saveStorefront = endpoint({
  method: 'PUT',
  path: '/api/admin/storefront',
  access: 'admin',
  schemas: () =>
    Promise.all([import('../admin.ts'), import('../storefront.ts')]).then(
      ([admin, storefront]) => ({
        body: admin.adminStorefrontUpdateSchema,
        data: storefront.storefrontSchema,
      }),
    ),
});

/** Installs or removes plugin `:name` and changes its config; answers the plugin. */
export const savePlugin = endpoint({
  method: 'PUT',
  path: '/api/admin/plugins/:name',
  access: 'admin',
  schemas: () =>
    import('../plugins.ts').then((m) => ({
      body: m.adminPluginUpdateSchema,
      data: m.pluginRecordSchema,
    })),
});

/** Merges `{ key: value }` into the stored settings; answers every stored setting. */
export const saveSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/settings',
  access: 'admin',
  schemas: () =>
    Promise.all([import('../admin.ts'), import('../settings.ts')]).then(([admin, settings]) => ({
      body: admin.adminSettingsUpdateSchema,
      data: settings.settingsSchema,
    })),
});

/**
 * Moves order `:orderNo` on as the shop's back office would (shipped, then delivered), with a
 * history entry; for the editor's demo and for tests (a delivered order to ask a refund of).
 * Answers the order as its customer sees it.
 */
export const updateOrderStatus = endpoint({
  method: 'PUT',
  path: '/api/admin/orders/:orderNo/status',
  access: 'admin',
  schemas: () =>
    Promise.all([import('../admin.ts'), import('../orders.ts')]).then(([admin, orders]) => ({
      body: admin.adminOrderStatusUpdateSchema,
      data: orders.orderDetailSchema,
    })),
});
