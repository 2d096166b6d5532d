import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { PageLocation } from '../../../runtime/routing/page-location.ts';
import type { BlogPostResponse } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';
import type { HtmlSanitizer } from '../../../schemas/html-props.ts';

/** The slug of the post a location shows (`/blogs/{slug...}`: the last segment), else `null`. */
export function postSlugOf(location: Pick<PageLocation, 'pageType' | 'slug'>): string | null {
  return location.pageType === 'blog' ? (location.slug.at(-1) ?? null) : null;
}

/** Query key of a post with its related posts. */
export const blogPostKey = (slug: string) => ['blog-post', slug] as const;

/**
 * The post with its body sanitised and up to three related posts (`content.blogPost`, spec §7).
 * Runs on the server only, in the section's `load`: the body is HTML written in the back office,
 * so it is cleaned there with the server's DOMPurify (the section's `ctx.sanitizeHtml`) and the
 * page receives it clean. A failure leaves the query without data (the section says so).
 */
export function blogPostQuery(api: ApiClient, slug: string, sanitizeHtml: HtmlSanitizer) {
  return queryOptions({
    queryKey: blogPostKey(slug),
    queryFn: async ({ signal }): Promise<BlogPostResponse> => {
      const { post, related } = (await api.call(content.blogPost, { params: { slug }, signal }))
        .data;
      return { post: { ...post, body: sanitizeHtml(post.body) }, related };
    },
  });
}

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
