import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { BlogPostResponse } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';
import type { HtmlSanitizer } from '../../../schemas/html-props.ts';
import { blogPostKey } from './post-cache.ts';

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
