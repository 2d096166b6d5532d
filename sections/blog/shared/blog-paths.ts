/** Path of the blog list (spec §2 route table). */
export const BLOGS_PATH = '/blogs';

/** Query parameter of the blog list's tag filter: `/blogs?tag=trekking`. */
export const TAG_PARAM = 'tag';

/** Query parameter of the blog list's page: `/blogs?page=2`. */
export const PAGE_PARAM = 'page';

/** Path of a blog post: `/blogs/{slug}` (spec §2). */
export function postPath(slug: string): string {
  return `${BLOGS_PATH}/${encodeURIComponent(slug)}`;
}

/**
 * A blog list address on `path` (the blog list itself, or another page showing one): `tag` and
 * `page` in its query, page 1 and no tag left out, so `/blogs` stays `/blogs`.
 */
export function listHref(
  path: string,
  { tag = null, page = 1 }: { tag?: string | null; page?: number } = {},
): string {
  const query = new URLSearchParams();
  if (tag) query.set(TAG_PARAM, tag);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
