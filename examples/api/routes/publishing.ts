import { and, desc, eq, max } from 'drizzle-orm';
import type { Hono } from 'hono';
import { admin } from '../../../schemas/api/endpoints.ts';
import {
  type AdminTemplateUpdate,
  NOTHING_TO_PUBLISH_MESSAGE,
  type StoredSocialLinks,
  storefrontSchema,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { CURRENT_SCHEMA_VERSION } from '../../../schemas/template.ts';
import {
  assertValidSections,
  bumpVersion,
  linkedPageSlugs,
  lockPage,
  type SectionCheckSource,
  writeDraft,
} from '../data/page-editing.ts';
import { DEFAULT_LAYOUT_ID, findPage, type PageRow } from '../data/pages.ts';
import { sameJson } from '../data/same-json.ts';
import {
  adminTemplate,
  type Db,
  liveTemplate,
  readDraft,
  readLayoutRow,
  toEnvelope,
  wholeTemplate,
} from '../data/stored-template.ts';
import {
  changedSettings,
  liveExtras,
  liveStorefront,
  lockStorefront,
  type PublishedSettings,
  publishStorefrontDraft,
  writeStorefrontDraft,
} from '../data/storefront-draft.ts';
import { changedExtras, type PluginSet } from '../data/storefront-draft-extras.ts';
import { changeSummary, templateChanges } from '../data/template-changes.ts';
import type { Database } from '../db/open.ts';
import { layouts, pageDrafts, pageVersions, type StoredTemplate } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { assertVersion, setEtag } from '../http/if-match.ts';
import { mount } from '../http/mount.ts';
import { PAGE_NOT_FOUND } from './pages.ts';

/** The answer to Publish when another page published the shared header or footer meanwhile. */
export const LAYOUT_CHANGED_MESSAGE =
  'The header or footer was published from another page since this draft changed it. Discard this draft’s header and footer changes, or make them again on top of the published ones.';

/** The answer to a version number the page does not have. */
export const VERSION_NOT_FOUND_MESSAGE = 'This page has no such version.';

/**
 * Drafts, Publish and History of a page's template (DESIGN decision 15), mounted by the admin
 * routes behind the admin token. Every write locks the page, checks `If-Match` against its
 * version, checks the sections against the shop's registry and moves the version on.
 */
export function mountPublishing(routes: Hono, db: Database, sectionCheck: SectionCheckSource) {
  async function anyPage(pageKey: string): Promise<PageRow> {
    const page = await findPage(db, pageKey);
    if (page === undefined) throw notFound(PAGE_NOT_FOUND);
    return page;
  }

  async function answer(tx: Db, page: PageRow) {
    return adminTemplate(tx, page, await linkedPageSlugs(tx));
  }

  mount(routes, admin.template, async ({ c, params }) => {
    const page = await anyPage(params.pageKey);
    setEtag(c, page.version);
    return { data: await answer(db, page) };
  });

  mount(routes, admin.saveTemplate, async ({ c, params, body }) => {
    if (body.schema_version !== undefined && body.schema_version !== CURRENT_SCHEMA_VERSION) {
      // sections are checked against today's schemas: older templates are migrated first
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
        schema_version: [
          `Templates are saved at schema version ${CURRENT_SCHEMA_VERSION}: migrate older ones first (schemas/migrations.ts).`,
        ],
      });
    }
    const check = await sectionCheck();
    const data = await db.transaction(async (tx) => {
      const page = await lockPage(tx, params.pageKey);
      assertVersion(c, page.version);
      const live = await liveTemplate(tx, page);
      const base = (await readDraft(tx, page))?.data ?? draftOf(live);
      const next = await applyUpdate(tx, base, body);
      assertValidSections(
        { header: next.header, component_data: next.component_data, footer: next.footer },
        check,
      );
      // a draft edited back to the live template is no draft: nothing to publish
      if (sameTemplate(await wholeTemplate(tx, next), live)) {
        await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, page.id));
      } else {
        await writeDraft(tx, page, next);
      }
      const updated = await bumpVersion(tx, page);
      return answer(tx, updated);
    });
    setEtag(c, data.editing.version);
    return { data, message: 'Draft saved' };
  });

  mount(routes, admin.publishTemplate, async ({ c, params }) => {
    const check = await sectionCheck();
    const data = await db.transaction(async (tx) => {
      const page = await lockPage(tx, params.pageKey);
      assertVersion(c, page.version);
      const draft = await readDraft(tx, page);
      const before = page.publishedAt === null ? null : await liveTemplate(tx, page);
      // the store settings' draft goes live with the page, in the same version (issue 25)
      const settings = await publishStorefrontDraft(tx);
      if (draft === undefined && (settings === null || before === null)) {
        throw new ApiError(409, NOTHING_TO_PUBLISH_MESSAGE);
      }
      const storefront = settings?.after ?? (await liveStorefront(tx));
      const extras = settings?.extras ?? (await unchangedExtras(tx));
      if (draft === undefined && before !== null) {
        // only the store settings changed: the page's version records them beside its template
        await recordVersion(tx, page, before, before, {
          before: settings?.before ?? storefront,
          after: storefront,
          extras,
        });
        return answer(tx, await bumpVersion(tx, page));
      }
      const stored = (draft as NonNullable<typeof draft>).data;
      assertValidSections(
        { header: stored.header, component_data: stored.component_data, footer: stored.footer },
        check,
      );
      await publishLayout(tx, stored);
      const after = await wholeTemplate(tx, stored);
      await recordVersion(tx, page, before, after, {
        before: settings?.before ?? storefront,
        after: storefront,
        extras,
      });
      await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, page.id));
      const updated = await bumpVersion(tx, page, {
        title: stored.page.title,
        metaTitle: stored.page.meta_title,
        metaDescription: stored.page.meta_description,
        image: stored.page.image,
        isActive: stored.page.is_active,
        parentSlug: stored.page.parent_slug,
        pageType: stored.page.page_type,
        layoutId: stored.layout_id === DEFAULT_LAYOUT_ID ? null : stored.layout_id,
        componentData: stored.component_data,
        schemaVersion: CURRENT_SCHEMA_VERSION,
        publishedAt: new Date(),
      });
      return answer(tx, updated);
    });
    setEtag(c, data.editing.version);
    return { data, message: 'Published' };
  });

  mount(routes, admin.discardDraft, async ({ c, params }) => {
    const data = await db.transaction(async (tx) => {
      const page = await lockPage(tx, params.pageKey);
      assertVersion(c, page.version);
      const deleted = await tx
        .delete(pageDrafts)
        .where(eq(pageDrafts.pageId, page.id))
        .returning({ pageId: pageDrafts.pageId });
      return answer(tx, deleted.length > 0 ? await bumpVersion(tx, page) : page);
    });
    setEtag(c, data.editing.version);
    return { data, message: 'Draft discarded' };
  });

  mount(routes, admin.templateVersions, async ({ params }) => {
    const page = await anyPage(params.pageKey);
    const rows = await db
      .select()
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page.id))
      .orderBy(desc(pageVersions.number));
    return {
      data: {
        versions: rows.map((row, index) => ({
          ...versionSummary(row),
          live: index === 0 && page.publishedAt !== null,
        })),
      },
    };
  });

  mount(routes, admin.templateVersion, async ({ params }) => {
    const page = await anyPage(params.pageKey);
    const row = await findVersion(db, page, params.number);
    const [latest] = await db
      .select({ number: max(pageVersions.number) })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, page.id));
    return {
      data: {
        ...versionSummary(row),
        live: latest?.number === row.number,
        template: toEnvelope(page, await wholeTemplate(db, row.snapshot)),
      },
    };
  });

  mount(routes, admin.restoreVersion, async ({ c, params }) => {
    const check = await sectionCheck();
    const data = await db.transaction(async (tx) => {
      const page = await lockPage(tx, params.pageKey);
      assertVersion(c, page.version);
      const row = await findVersion(tx, page, params.number);
      const draft = await restoredDraft(tx, row.snapshot);
      assertValidSections(
        { header: draft.header, component_data: draft.component_data, footer: draft.footer },
        check,
      );
      await writeDraft(tx, page, draft);
      // the store settings as they were live with that version become the settings' draft
      if (row.storefront !== null) {
        const settings = storefrontSchema.safeParse(row.storefront);
        if (settings.success) {
          await writeStorefrontDraft(tx, await lockStorefront(tx), settings.data, null, {
            social: (row.settings ?? {}) as StoredSocialLinks,
            plugins: (row.plugins ?? {}) as Partial<PluginSet>,
          });
        }
      }
      return answer(tx, await bumpVersion(tx, page));
    });
    setEtag(c, data.editing.version);
    return { data, message: `Version ${params.number} restored as the draft` };
  });
}

type VersionRow = typeof pageVersions.$inferSelect;

/** The live social profiles and plugins, for a publish that changes none of them. */
async function unchangedExtras(tx: Db): Promise<PublishedSettings['extras']> {
  const live = await liveExtras(tx);
  return { before: live, after: live };
}

function versionSummary(row: VersionRow) {
  return {
    number: row.number,
    published_at: row.publishedAt.toISOString(),
    summary: row.summary,
    changes: templateChangesOf(row.changes),
  };
}

function templateChangesOf(stored: Record<string, unknown>) {
  return {
    added: [],
    removed: [],
    changed: [],
    reordered: false,
    layout: false,
    page: [],
    settings: [],
    ...stored,
  } as ReturnType<typeof templateChanges>;
}

async function findVersion(db: Db, page: PageRow, number: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, page.id), eq(pageVersions.number, number)));
  if (row === undefined) throw notFound(VERSION_NOT_FOUND_MESSAGE);
  return row;
}

/** The live template as a draft's starting point: the layout's sections are not copied. */
function draftOf(live: Required<StoredTemplate>): StoredTemplate {
  const { header: _header, footer: _footer, layout_version: _version, ...draft } = live;
  return draft;
}

/** `base` with the update applied; the layout's version is noted when its sections are edited. */
async function applyUpdate(
  tx: Db,
  base: StoredTemplate,
  body: AdminTemplateUpdate,
): Promise<StoredTemplate> {
  const next: StoredTemplate = structuredClone(base);
  if (body.template !== undefined) {
    const { id, header, footer } = body.template;
    if (id !== next.layout_id) {
      // another layout: this draft's edits of the old one do not carry over
      delete next.header;
      delete next.footer;
      delete next.layout_version;
      next.layout_id = id;
    }
    if (header !== undefined) next.header = header;
    if (footer !== undefined) next.footer = footer;
    if ((header !== undefined || footer !== undefined) && next.layout_version === undefined) {
      next.layout_version = (await readLayoutRow(tx, id)).version;
    }
  }
  const meta = body.page;
  if (meta !== undefined) {
    if (meta.parent_slug !== undefined) next.page.parent_slug = meta.parent_slug;
    if (meta.title !== undefined) next.page.title = meta.title;
    if (meta.meta_title !== undefined) next.page.meta_title = meta.meta_title;
    if (meta.meta_description !== undefined) next.page.meta_description = meta.meta_description;
    if (meta.image !== undefined) next.page.image = meta.image;
    if (meta.is_active !== undefined) next.page.is_active = meta.is_active;
    if (meta.page_type !== undefined) next.page.page_type = meta.page_type;
  }
  if (body.component_data !== undefined) next.component_data = body.component_data;
  next.schema_version = CURRENT_SCHEMA_VERSION;
  return next;
}

/** Whether two whole templates show the same thing (the layout's version aside). */
function sameTemplate(a: Required<StoredTemplate>, b: Required<StoredTemplate>): boolean {
  const shown = (t: Required<StoredTemplate>) => [
    t.page,
    t.layout_id,
    t.header,
    t.footer,
    t.component_data,
  ];
  return sameJson(shown(a), shown(b));
}

/**
 * Writes a draft's header and footer to its layout (creating the layout when new), unless
 * another page published the layout since this draft edited it (409).
 */
async function publishLayout(tx: Db, stored: StoredTemplate): Promise<void> {
  const [layout] = await tx
    .select()
    .from(layouts)
    .where(eq(layouts.id, stored.layout_id))
    .for('update');
  const edited = stored.header !== undefined || stored.footer !== undefined;
  if (layout === undefined) {
    await tx
      .insert(layouts)
      .values({ id: stored.layout_id, header: stored.header ?? [], footer: stored.footer ?? [] });
    return;
  }
  if (!edited) return;
  if (stored.layout_version !== undefined && stored.layout_version !== layout.version) {
    throw new ApiError(409, LAYOUT_CHANGED_MESSAGE);
  }
  await tx
    .update(layouts)
    .set({
      ...(stored.header === undefined ? {} : { header: stored.header }),
      ...(stored.footer === undefined ? {} : { footer: stored.footer }),
      version: layout.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(layouts.id, layout.id));
}

/**
 * Keeps `after` as the page's next version with what changed since `before`. A page that was
 * live before it had any version (the seeded store) keeps that state as version 1 first, so
 * History can go back to it.
 */
async function recordVersion(
  tx: Db,
  page: PageRow,
  before: Required<StoredTemplate> | null,
  after: Required<StoredTemplate>,
  settings: PublishedSettings,
): Promise<void> {
  const [latest] = await tx
    .select({ number: max(pageVersions.number) })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, page.id));
  let number = latest?.number ?? 0;
  if (number === 0 && before !== null) {
    number = 1;
    await tx.insert(pageVersions).values({
      pageId: page.id,
      number,
      publishedAt: page.publishedAt ?? new Date(),
      summary: 'As it was before the first publish from the editor',
      changes: templateChanges(before, before),
      snapshot: before,
      storefront: settings.before,
      settings: settings.extras.before.social,
      plugins: settings.extras.before.plugins,
    });
  }
  const changes = {
    ...templateChanges(before, after),
    settings: [
      ...changedSettings(settings.before, settings.after),
      ...changedExtras(settings.extras.before, settings.extras.after),
    ],
  };
  await tx.insert(pageVersions).values({
    pageId: page.id,
    number: number + 1,
    summary: changeSummary(changes, before === null, after.component_data.length),
    changes,
    snapshot: after,
    storefront: settings.after,
    settings: settings.extras.after.social,
    plugins: settings.extras.after.plugins,
  });
}

/**
 * A published version as a new draft: its header and footer only where they differ from what
 * the layout shows now (restoring a page must not freeze the shared layout needlessly).
 */
async function restoredDraft(tx: Db, snapshot: StoredTemplate): Promise<StoredTemplate> {
  const layout = await readLayoutRow(tx, snapshot.layout_id);
  const draft: StoredTemplate = structuredClone(snapshot);
  const sameLayout =
    sameJson(snapshot.header ?? layout.header, layout.header) &&
    sameJson(snapshot.footer ?? layout.footer, layout.footer);
  if (sameLayout) {
    delete draft.header;
    delete draft.footer;
    delete draft.layout_version;
  } else {
    draft.layout_version = layout.version;
  }
  draft.schema_version = CURRENT_SCHEMA_VERSION;
  return draft;
}
