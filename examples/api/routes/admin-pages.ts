import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { admin } from '../../../schemas/api/endpoints.ts';
import {
  type AdminPageSummary,
  SLUG_TAKEN_MESSAGE,
  type Storefront,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { CURRENT_SCHEMA_VERSION, type Section } from '../../../schemas/template.ts';
import { uniqueViolation } from '../data/customers.ts';
import {
  assertValidSections,
  bumpVersion,
  linkedPageSlugs,
  lockPage,
  type SectionCheckSource,
  writeDraft,
} from '../data/page-editing.ts';
import { assertSlugFree, claimSlug } from '../data/page-slugs.ts';
import { PATH_ONLY_TEMPLATES } from '../data/page-templates.ts';
import { DEFAULT_LAYOUT_ID, findPage, type PageRow, pagePath } from '../data/pages.ts';
import {
  adminTemplate,
  CONTENT_PAGE_TYPE,
  type Db,
  isDeletable,
  liveTemplate,
  readDraft,
  wholeTemplate,
} from '../data/stored-template.ts';
import { readStorefront, writeStorefront } from '../data/storefront.ts';
import type { Database } from '../db/open.ts';
import { pageDrafts, pageRedirects, pages, type StoredTemplate } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { assertVersion, setEtag } from '../http/if-match.ts';
import { mount } from '../http/mount.ts';
import { PAGE_NOT_FOUND } from './pages.ts';

/** The answer to deleting a page the shop needs (403). */
export const UNDELETABLE_PAGE_MESSAGE =
  'This page cannot be deleted: the shop needs it (home, products, listings, cart, checkout, account and the pages the store links to, such as its terms and privacy policy).';

/** The answer to moving a page the storefront finds by its own key (403). */
export const FIXED_SLUG_MESSAGE =
  'Only content pages can move to a new address: the shop finds this page by its own key.';

// Pages whose address depends on what they show (a product, an order): no path of their own.
const NO_OWN_PATH: ReadonlySet<string> = new Set([
  ...PATH_ONLY_TEMPLATES,
  'checkout-complete',
  'checkout-failed',
]);

/**
 * The store's pages for the editor: list, create (blank or from sections), duplicate, rename,
 * move to a new slug (the old one redirecting), delete. Mounted by the admin routes.
 */
export function mountAdminPages(routes: Hono, db: Database, sectionCheck: SectionCheckSource) {
  mount(routes, admin.pages, async () => {
    const [rows, drafts, linked] = await Promise.all([
      db.select().from(pages).orderBy(asc(pages.title)),
      db.select({ pageId: pageDrafts.pageId }).from(pageDrafts),
      linkedPageSlugs(db),
    ]);
    const withDraft = new Set(drafts.map((draft) => draft.pageId));
    const summaries = rows.map((page) => pageSummary(page, withDraft.has(page.id), linked));
    // home first, then the other system pages, then content pages; each by title
    const rank = (page: AdminPageSummary) =>
      page.page_type === 'home' ? 0 : page.page_type === CONTENT_PAGE_TYPE ? 2 : 1;
    summaries.sort((a, b) => rank(a) - rank(b));
    return { data: { pages: summaries } };
  });

  mount(routes, admin.createPage, async ({ c, body }) => {
    assertValidSections({ component_data: body.component_data }, await sectionCheck());
    const data = await createPage(db, {
      slug: body.slug,
      title: body.title,
      metaDescription: null,
      image: null,
      componentData: body.component_data,
    });
    setEtag(c, data.editing.version);
    return { data, message: 'Page created', status: 201 };
  });

  mount(routes, admin.duplicatePage, async ({ c, params, body }) => {
    const source = await findPage(db, params.pageKey);
    if (source === undefined) throw notFound(PAGE_NOT_FOUND);
    const draft = await readDraft(db, source);
    const template =
      draft === undefined ? await liveTemplate(db, source) : await wholeTemplate(db, draft.data);
    assertValidSections({ component_data: template.component_data }, await sectionCheck());
    const data = await createPage(db, {
      slug: body.slug,
      title: body.title,
      metaDescription: template.page.meta_description,
      image: template.page.image,
      componentData: template.component_data,
      layoutId: template.layout_id,
    });
    setEtag(c, data.editing.version);
    return { data, message: 'Page duplicated', status: 201 };
  });

  mount(routes, admin.updatePage, async ({ c, params, body }) => {
    const data = await db
      .transaction(async (tx) => {
        const page = await lockPage(tx, params.pageKey);
        assertVersion(c, page.version);
        const changes: Partial<typeof pages.$inferInsert> = {};
        if (body.slug !== undefined && body.slug !== page.slug) {
          if (page.pageType !== CONTENT_PAGE_TYPE) throw new ApiError(403, FIXED_SLUG_MESSAGE);
          await assertSlugFree(tx, body.slug);
          await claimSlug(tx, body.slug);
          // shoppers and search engines knew the old address only if the page was published
          if (page.publishedAt !== null) {
            await tx
              .insert(pageRedirects)
              .values({ fromSlug: page.slug, pageId: page.id })
              .onConflictDoUpdate({ target: pageRedirects.fromSlug, set: { pageId: page.id } });
          }
          await followLinkedPage(tx, page.slug, body.slug);
          changes.slug = body.slug;
        }
        if (body.title !== undefined) {
          changes.title = body.title;
          const draft = await readDraft(tx, page);
          if (draft !== undefined) {
            await writeDraft(tx, page, {
              ...draft.data,
              page: { ...draft.data.page, title: body.title },
            });
          }
        }
        const updated = await bumpVersion(tx, page, changes);
        return pageSummary(
          updated,
          (await readDraft(tx, updated)) !== undefined,
          await linkedPageSlugs(tx),
        );
      })
      .catch(slugRace);
    setEtag(c, data.version);
    return { data, message: 'Page updated' };
  });

  mount(routes, admin.deletePage, async ({ c, params }) => {
    const slug = await db.transaction(async (tx) => {
      const page = await lockPage(tx, params.pageKey);
      assertVersion(c, page.version);
      if (!isDeletable(page, await linkedPageSlugs(tx))) {
        throw new ApiError(403, UNDELETABLE_PAGE_MESSAGE);
      }
      // its draft, versions and old addresses go with it (foreign keys cascade)
      await tx.delete(pages).where(eq(pages.id, page.id));
      return page.slug;
    });
    return { data: { slug }, message: 'Page deleted' };
  });
}

/** What a new content page starts from. */
interface NewPage {
  slug: string;
  title: string;
  metaDescription: string | null;
  image: string | null;
  componentData: Section[];
  layoutId?: string;
}

/**
 * Creates an unpublished content page whose sections are its draft: shoppers see nothing (404,
 * not in the sitemap) until it is published.
 */
async function createPage(db: Database, page: NewPage) {
  return db
    .transaction(async (tx) => {
      await assertSlugFree(tx, page.slug);
      await claimSlug(tx, page.slug);
      const layoutId = page.layoutId ?? DEFAULT_LAYOUT_ID;
      const [row] = await tx
        .insert(pages)
        .values({
          slug: page.slug,
          title: page.title,
          metaDescription: page.metaDescription,
          image: page.image,
          pageType: CONTENT_PAGE_TYPE,
          layoutId: layoutId === DEFAULT_LAYOUT_ID ? null : layoutId,
          componentData: [],
          schemaVersion: CURRENT_SCHEMA_VERSION,
          publishedAt: null,
        })
        .returning();
      if (row === undefined) throw new Error('createPage: the insert returned no row');
      const draft: StoredTemplate = {
        page: {
          title: page.title,
          meta_title: null,
          meta_description: page.metaDescription,
          image: page.image,
          is_active: true,
          parent_slug: null,
          page_type: CONTENT_PAGE_TYPE,
        },
        layout_id: layoutId,
        component_data: page.componentData,
        schema_version: CURRENT_SCHEMA_VERSION,
      };
      await writeDraft(tx, row, draft);
      return adminTemplate(tx, row, await linkedPageSlugs(tx));
    })
    .catch(slugRace);
}

/** Two creations of one slug at once: the one that lost gets the slug's 422, not a 500. */
function slugRace(error: unknown): never {
  if (uniqueViolation(error) === 'pages_slug_unique') {
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] });
  }
  throw error;
}

/** When the store links to a page as its terms or privacy page, the link follows its new slug. */
async function followLinkedPage(tx: Db, from: string, to: string): Promise<void> {
  const storefront = await readStorefront(tx).catch(() => null);
  if (storefront === null) return;
  const next: Storefront = { ...storefront };
  let moved = false;
  for (const field of ['termsandconditions_page', 'privacypolicy_page'] as const) {
    const linked = storefront[field];
    if (linked?.slug === from) {
      next[field] = { ...linked, slug: to };
      moved = true;
    }
  }
  if (moved) await writeStorefront(tx, next);
}

/** A page as the editor's page list shows it. */
function pageSummary(
  page: PageRow,
  hasDraft: boolean,
  linked: ReadonlySet<string>,
): AdminPageSummary {
  return {
    id: page.id,
    slug: page.slug,
    path: NO_OWN_PATH.has(page.slug) ? null : pagePath(page),
    title: page.title,
    page_type: page.pageType as AdminPageSummary['page_type'],
    is_active: page.isActive,
    published: page.publishedAt !== null,
    has_draft: hasDraft,
    deletable: isDeletable(page, linked),
    version: page.version,
  };
}
