import { eq } from 'drizzle-orm';
import { SLUG_TAKEN_MESSAGE, VALIDATION_FAILED_MESSAGE } from '../../../schemas/api/index.ts';
import { ROUTED_SEGMENTS } from '../../../schemas/api/publishing.ts';
import { pageRedirects, pages } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Db } from './stored-template.ts';

// A content page's slug is its address on the shop (`/about-us`). The storefront keeps some
// first segments for its own routes (spec §2), so a page may not take those either.

/** Throws a 422 on `slug` when another page has it or the storefront keeps it. */
export async function assertSlugFree(db: Db, slug: string): Promise<void> {
  const [taken] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug));
  if (taken !== undefined || ROUTED_SEGMENTS.has(slug)) {
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] });
  }
}

/**
 * Gives `slug` to a page: an old address of another page (or of this one) stops redirecting,
 * since the slug now names a page of its own.
 */
export async function claimSlug(db: Db, slug: string): Promise<void> {
  await db.delete(pageRedirects).where(eq(pageRedirects.fromSlug, slug));
}

/** The page `slug` moved to, if it is an old address of one. */
export async function movedPageId(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ pageId: pageRedirects.pageId })
    .from(pageRedirects)
    .where(eq(pageRedirects.fromSlug, slug));
  return row?.pageId;
}
