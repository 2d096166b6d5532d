import { eq } from 'drizzle-orm';
import { type PageResponse, pageResponseSchema } from '../../../schemas/api/index.ts';
import {
  CURRENT_SCHEMA_VERSION,
  type Layout,
  layoutSchema,
  type PageMeta,
  type TemplateEnvelope,
  templateEnvelopeSchema,
} from '../../../schemas/template.ts';
import type { Database } from '../db/open.ts';
import { layouts, pages } from '../db/schema.ts';
import { currentSections } from './stored-template.ts';

/** Id of the layout used by pages that name none. */
export const DEFAULT_LAYOUT_ID = 'default';

/** A page row as stored. */
export type PageRow = typeof pages.$inferSelect;

/**
 * The page with this key (slug), active or not, published or not; `undefined` when there is
 * none. Shopper-facing routes must check {@link isVisible} themselves.
 */
export async function findPage(db: Database, pageKey: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, pageKey));
  return row;
}

/** Whether shoppers may see `page`: active, and published at least once (decision 15). */
export function isVisible(page: PageRow): boolean {
  return page.isActive && page.publishedAt !== null;
}

/** Where a shopper finds a content page: `/{parent}/{slug}` or `/{slug}`; `/` for home. */
export function pagePath(page: Pick<PageRow, 'slug' | 'parentSlug' | 'pageType'>): string {
  if (page.pageType === 'home') return '/';
  return page.parentSlug ? `/${page.parentSlug}/${page.slug}` : `/${page.slug}`;
}

/** The layout of `page` (the default layout when it names none), empty if it does not exist. */
export async function readLayout(db: Database, page: PageRow | undefined): Promise<Layout> {
  const id = page?.layoutId ?? DEFAULT_LAYOUT_ID;
  const [row] = await db.select().from(layouts).where(eq(layouts.id, id));
  return layoutSchema.parse(row ?? { id, header: [], footer: [] });
}

/** Page meta as answered by `GET /api/page/{id}`. */
export function toPageResponse(page: PageRow): PageResponse {
  return pageResponseSchema.parse({
    id: page.id,
    slug: page.slug,
    parent_slug: page.parentSlug,
    title: page.title,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    image: page.image,
    is_active: page.isActive,
    page_type: page.pageType,
  });
}

/**
 * The template envelope of `page` (DESIGN §4), checked against the contract. `meta` replaces the
 * page's own meta fields: a product, category or collection drawn by a template page.
 */
export async function toTemplateEnvelope(
  db: Database,
  page: PageRow,
  meta: Partial<PageMeta> | null = null,
): Promise<TemplateEnvelope> {
  const { page_type, ...own } = toPageResponse(page);
  return templateEnvelopeSchema.parse({
    template: await readLayout(db, page),
    page: { ...own, ...meta },
    page_type,
    // a page stored before the current section format is upgraded, nothing dropped
    component_data: currentSections(page.componentData, page.schemaVersion),
    schema_version: Math.max(page.schemaVersion, CURRENT_SCHEMA_VERSION),
  });
}
