import { z } from 'zod';
import { pageTypeSchema, sectionSchema, templateEnvelopeSchema } from '../template.ts';
import { pluginDraftsSchema, pluginRecordSchema } from './plugins.ts';
import { socialLinksSchema, storedSocialLinksSchema } from './settings.ts';
import { storefrontSchema } from './storefront.ts';

// Drafts, publishing, version history and pages of the admin API (DESIGN decision 15): a page
// has a live template, which shoppers see, and at most one draft, which the editor edits;
// Publish makes the draft live and keeps a numbered version. Every write names the `version`
// it read in `If-Match`, so two editors never overwrite each other in silence.

/** The answer to a write whose `If-Match` names a version that is no longer current (412). */
export const STALE_VERSION_MESSAGE =
  'This page was changed elsewhere since you opened it. Your edits are kept: compare them with the saved page, then save again.';

/** The answer to a write without `If-Match` (428). */
export const VERSION_REQUIRED_MESSAGE =
  'Send If-Match with the version of the page you read (the ETag of its template), so no one else’s change is overwritten.';

/** The answer to a settings-draft write whose `If-Match` names an older version (412). */
export const SETTINGS_STALE_VERSION_MESSAGE =
  'The store settings were changed elsewhere since you opened them. Your edits are kept: compare them with the saved settings, then save again.';

/** The answer to a settings-draft write without `If-Match` (428). */
export const SETTINGS_VERSION_REQUIRED_MESSAGE =
  'Send If-Match with the version of the store settings you read (the ETag of their draft), so no one else’s change is overwritten.';

/** The answer to a write refused because some section fails its schema (422). */
export const INVALID_SECTIONS_MESSAGE = 'Some sections are not valid, so nothing was saved.';

/** The answer to Publish when the page has no draft (409). */
export const NOTHING_TO_PUBLISH_MESSAGE = 'There is nothing to publish: this page has no draft.';

/** The message of a slug that another page has, or that the storefront keeps for itself (422). */
export const SLUG_TAKEN_MESSAGE = 'This address is already used by another page.';

/** The message of a slug that is not lowercase letters, digits and single hyphens (422). */
export const SLUG_FORMAT_MESSAGE =
  'Use lowercase letters, digits and hyphens, e.g. summer-sale (at most 80 characters).';

/**
 * First path segments the storefront routes itself (runtime/app/routes.ts, spec §2): never a
 * content page's slug, and a link starting with one is not a link to a content page.
 */
export const ROUTED_SEGMENTS: ReadonlySet<string> = new Set([
  'home',
  'product',
  'product-category',
  'product-collection',
  'shop-online',
  'search',
  'cart',
  'checkout',
  'checkout-complete',
  'checkout-failed',
  'track-order',
  'account',
  'blogs',
  'password-protected',
  'coming-soon',
  'under-maintenance',
  'admin',
  'api',
  'assets',
  'media',
  'robots.txt',
  'sitemap.xml',
  '__storefront',
]);

/**
 * A content page's slug, its address on the shop (`/about-us`): lowercase letters and digits in
 * words joined by single hyphens.
 */
export const pageSlugSchema = z
  .string()
  .trim()
  .max(80, SLUG_FORMAT_MESSAGE)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_FORMAT_MESSAGE);

/** Where a page stands in its editing life, answered with every admin template. */
export const templateStateSchema = z.object({
  /** The version to send back in `If-Match`; it changes with every write to the page. */
  version: z.number().int().min(1),
  /** Whether the template answered is a draft that differs from the live one. */
  has_draft: z.boolean(),
  /** Whether shoppers can see the page: it was published at least once. */
  published: z.boolean(),
  /** When it was last published (ISO 8601); `null` when never. */
  published_at: z.string().nullable(),
  /** When the draft was last saved (ISO 8601); `null` without a draft. */
  draft_saved_at: z.string().nullable(),
  /** Whether Delete is offered: content pages only, never home, cart, checkout, account… */
  deletable: z.boolean(),
});
export type TemplateState = z.infer<typeof templateStateSchema>;

/**
 * `data` of the admin template endpoints: the page's draft when it has one, else its live
 * template, always at the current `schema_version` (older stored templates are migrated on
 * read), with its editing state.
 */
export const adminTemplateSchema = templateEnvelopeSchema.extend({
  /** Version, draft and publishing state. */
  editing: templateStateSchema,
});
export type AdminTemplate = z.infer<typeof adminTemplateSchema>;

/** One refused section of a 422 on a template write (in the error envelope's `data.sections`). */
export const sectionProblemSchema = z.object({
  /** Which list the section is in. */
  area: z.enum(['header', 'component_data', 'footer']),
  /** Its position in that list. */
  index: z.number().int().min(0),
  /** The section's id (`s-3`). */
  section_id: z.string(),
  /** The section's registry key. */
  key: z.string(),
  /** A JSON pointer into the props (`/title`); `''` for the section itself (an unknown key). */
  path: z.string(),
  /** What is wrong, e.g. `is required`, `is not a known property`. */
  message: z.string(),
});
export type SectionProblem = z.infer<typeof sectionProblemSchema>;

/** `data` of a 422 on a template write: every refused section, in template order. */
export const invalidTemplateDataSchema = z.object({
  sections: z.array(sectionProblemSchema),
});
export type InvalidTemplateData = z.infer<typeof invalidTemplateDataSchema>;

/** `data` of a 412: the version that is current now, to reload and compare with. */
export const staleVersionDataSchema = z.object({
  /** The page's current version. */
  current_version: z.number().int().min(1),
});

/** What one publish changed, section by section (the summary's source). */
export const templateChangesSchema = z.object({
  /** Sections new to the page, with their keys. */
  added: z.array(z.object({ id: z.string(), key: z.string() })),
  /** Sections taken off the page. */
  removed: z.array(z.object({ id: z.string(), key: z.string() })),
  /** Sections whose settings changed or that were hidden or shown. */
  changed: z.array(z.object({ id: z.string(), key: z.string() })),
  /** Whether the page's sections changed order. */
  reordered: z.boolean(),
  /** Whether the shared header or footer changed. */
  layout: z.boolean(),
  /** Page settings that changed: `title`, `meta_title`… */
  page: z.array(z.string()),
  /** Store settings (storefront fields) this publish changed: `theme_color`, `mode`… @default [] */
  settings: z.array(z.string()).default([]),
});
export type TemplateChanges = z.infer<typeof templateChangesSchema>;

/** One published version of a page, as History lists it. */
export const templateVersionSummarySchema = z.object({
  /** 1, 2, 3… in publishing order. */
  number: z.number().int().min(1),
  /** When it was published (ISO 8601). */
  published_at: z.string(),
  /** A short sentence of what changed: `Added Rich text; changed Image banner`. */
  summary: z.string(),
  /** The same, item by item. */
  changes: templateChangesSchema,
  /** Whether it is what shoppers see now. */
  live: z.boolean(),
});
export type TemplateVersionSummary = z.infer<typeof templateVersionSummarySchema>;

/** `data` of `GET /api/admin/templates/{pageKey}/versions`: newest first. */
export const templateVersionListSchema = z.object({
  versions: z.array(templateVersionSummarySchema),
});
export type TemplateVersionList = z.infer<typeof templateVersionListSchema>;

/** `data` of `GET /api/admin/templates/{pageKey}/versions/{number}`: the version and its template. */
export const templateVersionSchema = templateVersionSummarySchema.extend({
  /** The template as published, for a preview. */
  template: templateEnvelopeSchema,
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

/** Path parameters of the version endpoints. */
export const templateVersionParamsSchema = z.object({
  pageKey: z.string().min(1),
  /** The version's number. */
  number: z.coerce.number().int().min(1),
});

/** One page of the store, as the editor's page list shows it. */
export const adminPageSummarySchema = z.object({
  id: z.number().int(),
  /** The page key: its slug, `home` for `/`. */
  slug: z.string(),
  /** Where a shopper finds it (`/about-us`); `null` for pages drawn by a path (product, category). */
  path: z.string().nullable(),
  title: z.string(),
  page_type: pageTypeSchema,
  is_active: z.boolean(),
  published: z.boolean(),
  has_draft: z.boolean(),
  deletable: z.boolean(),
  version: z.number().int().min(1),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

/** `data` of `GET /api/admin/pages`: every page, system pages first, then content pages by title. */
export const adminPageListSchema = z.object({ pages: z.array(adminPageSummarySchema) });
export type AdminPageList = z.infer<typeof adminPageListSchema>;

/** Body of `POST /api/admin/pages`: a new content page, unpublished, its sections as its draft. */
export const createPageSchema = z.object({
  /** The page's title. */
  title: z.string().trim().min(1).max(300),
  /** Its address on the shop. */
  slug: pageSlugSchema,
  /** Its first sections: none for a blank page, or a preset layout's. @default [] */
  component_data: z.array(sectionSchema).max(500).default([]),
});
export type CreatePage = z.infer<typeof createPageSchema>;

/** Body of `POST /api/admin/pages/{pageKey}/duplicate`: the copy's title and slug. */
export const duplicatePageSchema = z.object({
  title: z.string().trim().min(1).max(300),
  slug: pageSlugSchema,
});
export type DuplicatePage = z.infer<typeof duplicatePageSchema>;

/**
 * Body of `PUT /api/admin/pages/{pageKey}`: rename it, or move it to a new slug (content pages
 * only; once published, the old address answers 301 to the new one). Applied at once, to the
 * live page and its draft.
 */
export const updatePageSchema = z
  .object({
    title: z.string().trim().min(1).max(300).optional(),
    slug: pageSlugSchema.optional(),
  })
  .refine((body) => body.title !== undefined || body.slug !== undefined, {
    message: 'Send a title or a slug',
  });
export type UpdatePage = z.infer<typeof updatePageSchema>;

/** `data` of `DELETE /api/admin/pages/{pageKey}`. */
export const deletedPageSchema = z.object({ slug: z.string() });

/** One published content page, as the sitemap lists it. */
export const publishedPageSchema = z.object({
  slug: z.string(),
  /** Its address on the shop (`/about-us`). */
  path: z.string(),
  title: z.string(),
  /** When it was last published (ISO 8601). */
  published_at: z.string().nullable(),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

/** `data` of `GET /api/pages`: every published, active content page. */
export const publishedPageListSchema = z.object({ pages: z.array(publishedPageSchema) });
export type PublishedPageList = z.infer<typeof publishedPageListSchema>;

/**
 * `data` of the 404 of `GET /api/templateBoth/{id}` (and `GET /api/page/{id}`) for a slug a page
 * moved away from: the path the storefront answers 301 to.
 */
export const pageMovedSchema = z.object({ moved_to: z.string() });
export type PageMoved = z.infer<typeof pageMovedSchema>;

// ---------------------------------------------------------------------------------------------
// Store settings drafts (issue 25): the storefront object has a draft beside the live one, edited
// in the editor's Store settings panel and made live by the page's Publish.

/** The answer to a store password gate switched on with no store password stored or sent (422). */
export const PASSWORD_REQUIRED_MESSAGE =
  'Set a store password before turning on the password gate.';

/**
 * `data` of the storefront draft endpoints: the draft (the whole storefront as it will be) and
 * the live one, with the version to send in `If-Match` with the next settings write.
 */
export const storefrontDraftSchema = z.object({
  /** The draft when there is one, else the live storefront. */
  storefront: storefrontSchema,
  /** What shoppers see now. */
  live: storefrontSchema,
  /** Whether a draft that differs from the live storefront is stored. */
  has_draft: z.boolean(),
  /** The settings' version, also the `ETag`; it changes with every write. */
  version: z.number().int().min(1),
  /** Whether a store password is stored, or set in the draft (the password itself never leaves). */
  password_set: z.boolean(),
  /** The social profiles (store settings of spec §3) as drafted, else as live. */
  social: storedSocialLinksSchema,
  /** The social profiles shoppers see now. */
  live_social: storedSocialLinksSchema,
  /** The configurable plugins (`configurablePluginNames`) as drafted, else as live. */
  plugins: z.array(pluginRecordSchema),
  /** The configurable plugins as shoppers' pages load them now. */
  live_plugins: z.array(pluginRecordSchema),
});
export type StorefrontDraft = z.infer<typeof storefrontDraftSchema>;

/**
 * The parts of a settings draft write beside the storefront fields (`PUT
 * /api/admin/storefront/draft`): the social profiles and the plugins, drafted and published with
 * the storefront. Both are checked here: 422 at `social.<network>` or
 * `plugins.<name>.config.<field>`.
 */
export const storefrontDraftExtrasSchema = z.object({
  /** Social profiles to change; a key left out keeps its value. */
  social: socialLinksSchema.partial().optional(),
  /** Plugins to change, each whole (installed or not, and its config). */
  plugins: pluginDraftsSchema.optional(),
});
export type StorefrontDraftExtras = z.infer<typeof storefrontDraftExtrasSchema>;
