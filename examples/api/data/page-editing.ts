import { eq, sql } from 'drizzle-orm';
import { INVALID_SECTIONS_MESSAGE } from '../../../schemas/api/publishing.ts';
import {
  type SectionCheck,
  sectionFieldErrors,
  sectionProblems,
  type TemplateSections,
} from '../../../schemas/api/section-check.ts';
import { pageDrafts, pages, type StoredTemplate } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { PAGE_NOT_FOUND } from '../routes/pages.ts';
import type { PageRow } from './pages.ts';
import type { Db } from './stored-template.ts';
import { readStorefront } from './storefront.ts';

// What every admin write to a page shares: the page locked for the transaction, the sections
// checked against the shop's registry, the version moved on.

/**
 * Where the API gets the shop's section check, asked for on every write: the storefront's server
 * answers from its current build (a development server reloads it).
 */
export type SectionCheckSource = () => SectionCheck | Promise<SectionCheck>;

/** The page of `pageKey`, locked until the transaction ends; 404 when there is none. */
export async function lockPage(tx: Db, pageKey: string): Promise<PageRow> {
  const [page] = await tx.select().from(pages).where(eq(pages.slug, pageKey)).for('update');
  if (page === undefined) throw notFound(PAGE_NOT_FOUND);
  return page;
}

/** Moves the page's version on after a write; answers the page as it is now. */
export async function bumpVersion(
  tx: Db,
  page: PageRow,
  changes: Partial<typeof pages.$inferInsert> = {},
): Promise<PageRow> {
  const [row] = await tx
    .update(pages)
    .set({ ...changes, version: sql`${pages.version} + 1`, updatedAt: new Date() })
    .where(eq(pages.id, page.id))
    .returning();
  return row ?? page;
}

/** Throws the 422 of a template whose sections fail the shop's registry. */
export function assertValidSections(template: TemplateSections, check: SectionCheck): void {
  const problems = sectionProblems(template, check);
  if (problems.length > 0) {
    throw new ApiError(422, INVALID_SECTIONS_MESSAGE, sectionFieldErrors(problems), {
      sections: problems,
    });
  }
}

/** Stores `data` as the page's draft. */
export async function writeDraft(tx: Db, page: PageRow, data: StoredTemplate): Promise<void> {
  await tx
    .insert(pageDrafts)
    .values({ pageId: page.id, data })
    .onConflictDoUpdate({ target: pageDrafts.pageId, set: { data, updatedAt: new Date() } });
}

/** Slugs of content pages the store links to itself (terms, privacy): never deleted. */
export async function linkedPageSlugs(db: Db): Promise<Set<string>> {
  const storefront = await readStorefront(db).catch(() => null);
  return new Set(
    [storefront?.termsandconditions_page?.slug, storefront?.privacypolicy_page?.slug].filter(
      (slug): slug is string => typeof slug === 'string',
    ),
  );
}
