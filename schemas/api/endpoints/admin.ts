import { endpoint } from '../endpoint.ts';

// Admin endpoints for the editor and tests, behind `Authorization: Bearer <admin token>`. Rows of
// the endpoint table: see schemas/api/endpoint.ts.

/**
 * A page's template by its page key, inactive and unpublished pages included: its draft when it
 * has one, else its live template, with `editing.version` (also the `ETag`) for the next write.
 */
export const template = endpoint({
  method: 'GET',
  path: '/api/admin/templates/:pageKey',
  access: 'admin',
  silent: true,
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.adminTemplateSchema })),
});

/**
 * Saves any of a page's layout, meta and sections to its draft (shoppers still see the live
 * template), with `If-Match: "<version>"`: 412 when the page changed since, 428 without it.
 * Every section is checked against the shop's registry first: 422 names each refused section
 * (`data.sections`: id, key, path, message), unknown keys and props included. Answers the draft.
 */
export const saveTemplate = endpoint({
  method: 'PUT',
  path: '/api/admin/templates/:pageKey',
  access: 'admin',
  schemas: () =>
    Promise.all([import('../admin.ts'), import('../publishing.ts')]).then(
      ([admin, publishing]) => ({
        body: admin.adminTemplateUpdateSchema,
        data: publishing.adminTemplateSchema,
      }),
    ),
});

/**
 * Makes the page's draft live (conditional on `If-Match`) and keeps it as a numbered version
 * with a summary of what changed; the sections are checked again first (422). The store settings'
 * draft (`storefrontDraft`) goes live with it, in the same version. 409 when neither the page
 * nor the store settings have a draft. Answers the live template.
 */
export const publishTemplate = endpoint({
  method: 'POST',
  path: '/api/admin/templates/:pageKey/publish',
  access: 'admin',
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.adminTemplateSchema })),
});

/** Throws the page's draft away (conditional on `If-Match`); answers the live template. */
export const discardDraft = endpoint({
  method: 'DELETE',
  path: '/api/admin/templates/:pageKey/draft',
  access: 'admin',
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.adminTemplateSchema })),
});

/** The page's published versions, newest first: when, and what changed. */
export const templateVersions = endpoint({
  method: 'GET',
  path: '/api/admin/templates/:pageKey/versions',
  access: 'admin',
  silent: true,
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.templateVersionListSchema })),
});

/** One published version of the page with its whole template, for a preview. */
export const templateVersion = endpoint({
  method: 'GET',
  path: '/api/admin/templates/:pageKey/versions/:number',
  access: 'admin',
  silent: true,
  schemas: () =>
    import('../publishing.ts').then((m) => ({
      params: m.templateVersionParamsSchema,
      data: m.templateVersionSchema,
    })),
});

/**
 * Makes a published version the page's new draft (conditional on `If-Match`; checked against
 * the registry as any draft is: 422), and the store settings it was published with the settings'
 * draft. Shoppers see it only after Publish. Answers the draft.
 */
export const restoreVersion = endpoint({
  method: 'POST',
  path: '/api/admin/templates/:pageKey/versions/:number/restore',
  access: 'admin',
  schemas: () =>
    import('../publishing.ts').then((m) => ({
      params: m.templateVersionParamsSchema,
      data: m.adminTemplateSchema,
    })),
});

/** Every page of the store with its editing state, for the editor's page list. */
export const pages = endpoint({
  method: 'GET',
  path: '/api/admin/pages',
  access: 'admin',
  silent: true,
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.adminPageListSchema })),
});

/**
 * Creates a content page, unpublished: its sections (none, or a preset layout's) are its draft,
 * checked like any draft (422); a slug that is taken or malformed is a 422 on `slug`. Answers
 * the new page's template (201).
 */
export const createPage = endpoint({
  method: 'POST',
  path: '/api/admin/pages',
  access: 'admin',
  schemas: () =>
    import('../publishing.ts').then((m) => ({
      body: m.createPageSchema,
      data: m.adminTemplateSchema,
    })),
});

/**
 * Copies a page (its draft, else its live template) into a new, unpublished content page with
 * its own title and slug. Answers the copy's template (201).
 */
export const duplicatePage = endpoint({
  method: 'POST',
  path: '/api/admin/pages/:pageKey/duplicate',
  access: 'admin',
  schemas: () =>
    import('../publishing.ts').then((m) => ({
      body: m.duplicatePageSchema,
      data: m.adminTemplateSchema,
    })),
});

/**
 * Renames a page or moves a content page to a new slug, at once and conditional on `If-Match`;
 * once published, the old address answers 301 to the new one. Answers the page.
 */
export const updatePage = endpoint({
  method: 'PUT',
  path: '/api/admin/pages/:pageKey',
  access: 'admin',
  schemas: () =>
    import('../publishing.ts').then((m) => ({
      body: m.updatePageSchema,
      data: m.adminPageSummarySchema,
    })),
});

/**
 * Deletes a content page with its draft, versions and old addresses (conditional on
 * `If-Match`); its address then answers 404. Home, product, listing, cart, checkout, account and
 * the other system pages, and the store's terms and privacy pages, cannot be deleted (403).
 */
export const deletePage = endpoint({
  method: 'DELETE',
  path: '/api/admin/pages/:pageKey',
  access: 'admin',
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.deletedPageSchema })),
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

/**
 * The store settings' draft (the whole storefront as Publish will make it, the live one beside
 * it) and their version, also the `ETag`.
 */
export const storefrontDraft = endpoint({
  method: 'GET',
  path: '/api/admin/storefront/draft',
  access: 'admin',
  silent: true,
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.storefrontDraftSchema })),
});

/**
 * Deep-merges a partial storefront into the settings draft (the live storefront when there is
 * none), with `If-Match: "<version>"` (412 stale, 428 missing). The merged storefront must parse
 * with `storefrontSchema`: 422 with the field paths of the merged object. A `password` is hashed
 * and applied at Publish; a password gate with no password stored or sent is a 422 on `password`.
 * `social` (social profiles, http(s) URLs: 422 at `social.<network>`) and `plugins` (each
 * configurable plugin whole; an installed one's ids in their format: 422 at
 * `plugins.<name>.config.<field>`) are drafted beside it (`storefrontDraftExtrasSchema`).
 * Shoppers see nothing of it until a page's Publish. Answers the draft.
 */
export const saveStorefrontDraft = endpoint({
  method: 'PUT',
  path: '/api/admin/storefront/draft',
  access: 'admin',
  schemas: () =>
    Promise.all([import('../admin.ts'), import('../publishing.ts')]).then(
      ([admin, publishing]) => ({
        body: admin.adminStorefrontUpdateSchema,
        data: publishing.storefrontDraftSchema,
      }),
    ),
});

/** Throws the settings draft away (conditional on `If-Match`); answers the live settings. */
export const discardStorefrontDraft = endpoint({
  method: 'DELETE',
  path: '/api/admin/storefront/draft',
  access: 'admin',
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.storefrontDraftSchema })),
});

/**
 * Installs or removes plugin `:name` and changes its config, live at once (the editor drafts
 * plugins with `saveStorefrontDraft` instead); an installed known plugin's config must pass its
 * config schema (422 at `config.<field>`). Answers the plugin.
 */
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
