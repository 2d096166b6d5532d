import { eq } from 'drizzle-orm';
import type { AdminTemplate } from '../../../schemas/api/publishing.ts';
import { migrateTemplate } from '../../../schemas/migrations.ts';
import {
  CURRENT_SCHEMA_VERSION,
  type PageType,
  pageTypes,
  type Section,
  type TemplateEnvelope,
} from '../../../schemas/template.ts';
import type { Database } from '../db/open.ts';
import { layouts, pageDrafts, type StoredTemplate } from '../db/schema.ts';
import { DEFAULT_LAYOUT_ID, type PageRow } from './pages.ts';
import type { Transaction } from './services.ts';

// A page's template in its three forms: the live columns of `pages` (what shoppers see), its
// draft and its published versions (`StoredTemplate` rows). Drafts and versions are kept at the
// current schema version; live rows written before may be older and are migrated on read.

/** Either the database or a transaction on it. */
export type Db = Database | Transaction;

/** A draft row as stored. */
export type DraftRow = typeof pageDrafts.$inferSelect;

/** The live layout of `id`: empty when it does not exist (yet). */
export async function readLayoutRow(
  db: Db,
  id: string,
): Promise<{ header: Section[]; footer: Section[]; version: number }> {
  const [row] = await db.select().from(layouts).where(eq(layouts.id, id));
  return row ?? { header: [], footer: [], version: 0 };
}

/**
 * The sections of a stored list at the current schema version: older lists (version 0 kept
 * props under `data` and had no ids) are upgraded with the schemas' migrations, nothing dropped.
 */
export function currentSections(sections: unknown, schemaVersion: number): Section[] {
  if (schemaVersion >= CURRENT_SCHEMA_VERSION) return sections as Section[];
  const { template } = migrateTemplate({ component_data: sections, schema_version: schemaVersion });
  return template.component_data as Section[];
}

/** The live page as a stored template, header and footer from its layout. */
export async function liveTemplate(db: Db, page: PageRow): Promise<Required<StoredTemplate>> {
  const layoutId = page.layoutId ?? DEFAULT_LAYOUT_ID;
  const layout = await readLayoutRow(db, layoutId);
  return {
    page: {
      title: page.title,
      meta_title: page.metaTitle,
      meta_description: page.metaDescription,
      image: page.image,
      is_active: page.isActive,
      parent_slug: page.parentSlug,
      page_type: page.pageType,
    },
    layout_id: layoutId,
    header: layout.header,
    footer: layout.footer,
    layout_version: layout.version,
    component_data: currentSections(page.componentData, page.schemaVersion),
    schema_version: CURRENT_SCHEMA_VERSION,
  };
}

/** The page's draft row, if it has one. */
export async function readDraft(db: Db, page: PageRow): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, page.id));
  return row;
}

/**
 * A draft (or version) completed with the live layout's header and footer where it left them
 * out, so it reads as a whole template.
 */
export async function wholeTemplate(
  db: Db,
  stored: StoredTemplate,
): Promise<Required<StoredTemplate>> {
  const layout =
    stored.header === undefined || stored.footer === undefined
      ? await readLayoutRow(db, stored.layout_id)
      : undefined;
  return {
    ...stored,
    header: stored.header ?? layout?.header ?? [],
    footer: stored.footer ?? layout?.footer ?? [],
    layout_version: stored.layout_version ?? layout?.version ?? 0,
  };
}

const isPageType = (value: string): value is PageType =>
  (pageTypes as readonly string[]).includes(value);

/** A whole stored template as the template envelope of DESIGN §4, for `page`. */
export function toEnvelope(page: PageRow, stored: Required<StoredTemplate>): TemplateEnvelope {
  const { page_type, ...meta } = stored.page;
  return {
    template: { id: stored.layout_id, header: stored.header, footer: stored.footer },
    page: { id: page.id, slug: page.slug, ...meta },
    page_type: isPageType(page_type) ? page_type : 'page',
    component_data: stored.component_data,
    schema_version: stored.schema_version,
  };
}

/** Page types that are content pages: the only ones a store owner may delete or move. */
export const CONTENT_PAGE_TYPE = 'page';

/**
 * The admin view of `page`: its draft when it has one, else its live template, with its
 * editing state. `protectedSlugs` are content pages the store links to (terms, privacy).
 */
export async function adminTemplate(
  db: Db,
  page: PageRow,
  protectedSlugs: ReadonlySet<string>,
): Promise<AdminTemplate> {
  const draft = await readDraft(db, page);
  const stored =
    draft === undefined ? await liveTemplate(db, page) : await wholeTemplate(db, draft.data);
  return {
    ...toEnvelope(page, stored),
    editing: {
      version: page.version,
      has_draft: draft !== undefined,
      published: page.publishedAt !== null,
      published_at: page.publishedAt?.toISOString() ?? null,
      draft_saved_at: draft?.updatedAt.toISOString() ?? null,
      deletable: isDeletable(page, protectedSlugs),
    },
  };
}

/** Whether a store owner may delete `page`: a content page the store does not link to itself. */
export function isDeletable(page: PageRow, protectedSlugs: ReadonlySet<string>): boolean {
  return page.pageType === CONTENT_PAGE_TYPE && !protectedSlugs.has(page.slug);
}
