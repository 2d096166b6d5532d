import { defineSection } from '../../../registry/index.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { pageOriginQuery } from '../shared/page-origin.ts';
import { postSlugOf } from './post-cache.ts';
import { blogPostQuery } from './post-query.ts';
import { blogPostSchema } from './schema.ts';

export const blogPost = defineSection({
  key: 'blog-post',
  title: 'Blog post',
  group: 'blog',
  schema: blogPostSchema,
  component: () => import('./BlogPost.tsx'),
  // links and text: the server's HTML is whole, so its code waits for the shopper to reach for it
  hydrate: 'intent',
  // the post of the URL (its body sanitised here, on the server) and the page's origin (for the
  // JSON-LD's absolute URLs) arrive with the page; an unknown or unpublished post never gets
  // here, the template call already answered 404
  load: (_props, ctx) => {
    const slug = postSlugOf(parsePageLocation(ctx.url));
    if (slug === null || ctx.sanitizeHtml === undefined) return [];
    return [blogPostQuery(ctx.api, slug, ctx.sanitizeHtml), pageOriginQuery(ctx.url.origin)];
  },
  pageTypes: ['blog'],
  presets: [
    {
      name: 'Full post',
      props: {
        back_label: 'All posts',
        show_author: true,
        show_tags: true,
        show_related: true,
        related_heading: 'More from the journal',
      },
    },
    {
      name: 'Article only',
      props: {
        back_label: '',
        show_author: false,
        show_tags: false,
        show_related: false,
        related_heading: 'More from the journal',
      },
    },
  ],
});
