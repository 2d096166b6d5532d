import { and, asc, count, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { BlogList, BlogPostCard, BlogPostResponse } from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { blogPosts } from '../../db/schema.ts';

/** Most related posts shown under a post. */
export const RELATED_POSTS = 3;

/** A blog post as stored. */
export type PostRow = typeof blogPosts.$inferSelect;

/** Published posts whose time has come. */
const visible = (now: Date) =>
  and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, now));

function toCard(row: PostRow): BlogPostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    author: row.author,
    tags: row.tags,
    published_at: row.publishedAt.toISOString(),
  };
}

/** A page of posts, newest first, optionally with one tag; plus every tag with its count. */
export async function blogList(
  db: Database,
  request: { page: number; per_page: number; tag?: string | undefined },
  now: Date,
): Promise<BlogList> {
  const where =
    request.tag === undefined
      ? visible(now)
      : and(visible(now), sql`${blogPosts.tags} @> ${JSON.stringify([request.tag])}::jsonb`);
  const [[totalRow], rows, tagRows] = await Promise.all([
    db.select({ total: count() }).from(blogPosts).where(where),
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page),
    db.select({ tags: blogPosts.tags }).from(blogPosts).where(visible(now)),
  ]);
  const total = totalRow?.total ?? 0;
  const tagCounts = new Map<string, number>();
  for (const { tags } of tagRows)
    for (const tag of tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  return {
    posts: rows.map(toCard),
    pagination: {
      page: request.page,
      per_page: request.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / request.per_page)),
    },
    tags: [...tagCounts]
      .map(([name, postCount]) => ({ name, count: postCount }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The post with `slug` if a shopper may read it (published, its time come); else `undefined`. */
export async function findVisiblePost(
  db: Database,
  slug: string,
  now: Date,
): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(visible(now), eq(blogPosts.slug, slug)))
    .limit(1);
  return row;
}

/** A post by slug with up to three related posts (most shared tags, then newest). */
export async function blogPost(
  db: Database,
  slug: string,
  now: Date,
): Promise<BlogPostResponse | undefined> {
  const row = await findVisiblePost(db, slug, now);
  if (row === undefined) return undefined;
  const others = await db
    .select()
    .from(blogPosts)
    .where(and(visible(now), ne(blogPosts.id, row.id)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id));
  const shared = (post: PostRow) => post.tags.filter((tag) => row.tags.includes(tag)).length;
  const related = others
    .map((post, order) => ({ post, order, shared: shared(post) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_POSTS)
    .map(({ post }) => toCard(post));
  return {
    post: {
      ...toCard(row),
      body: row.body,
      meta: {
        meta_title: row.metaTitle ?? row.title,
        meta_description: row.metaDescription ?? row.excerpt,
      },
    },
    related,
  };
}
