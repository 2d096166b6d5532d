import { queryOptions, skipToken } from '@tanstack/react-query';
import type { PageLocation } from '../../../runtime/routing/page-location.ts';
import type { BlogPostResponse } from '../../../schemas/api/content.ts';

// What the component reads: no API code, since the browser never fetches a post (post-query.ts
// does, on the server).

/** The slug of the post a location shows (`/blogs/{slug...}`: the last segment), else `null`. */
export function postSlugOf(location: Pick<PageLocation, 'pageType' | 'slug'>): string | null {
  return location.pageType === 'blog' ? (location.slug.at(-1) ?? null) : null;
}

/** Query key of a post with its related posts. */
export const blogPostKey = (slug: string) => ['blog-post', slug] as const;

/**
 * The post as the page's query cache holds it, for the component. It never fetches: the browser
 * has no sanitiser, so the post only ever comes clean from the server, with the page (every
 * navigation runs the page's loader there).
 */
export function cachedBlogPostQuery(slug: string) {
  return queryOptions<BlogPostResponse, Error, BlogPostResponse, ReturnType<typeof blogPostKey>>({
    queryKey: blogPostKey(slug),
    queryFn: skipToken,
  });
}
