import { defineSection } from '../../../registry/index.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { blogListParamsOf, blogListQuery } from './list-query.ts';
import { blogListSchema } from './schema.ts';

export const blogList = defineSection({
  key: 'blog-list',
  title: 'Blog posts',
  group: 'blog',
  schema: blogListSchema,
  component: () => import('./BlogList.tsx'),
  // links and text: the server's HTML is whole, so its code waits for the shopper to reach for it
  hydrate: 'intent',
  // the page and tag of the URL arrive with the page: its first screen is in the server's HTML
  load: (props, ctx) => [
    blogListQuery(ctx.api, blogListParamsOf(parsePageLocation(ctx.url).query, props)),
  ],
  pageTypes: ['blogs', 'home', 'page'],
  presets: [
    {
      name: 'Journal',
      props: {
        heading: 'Journal',
        intro: 'Trail notes, gear guides and stories from our team.',
        per_page: 6,
        show_tag_filter: true,
        show_excerpt: true,
        show_tags: true,
        show_pager: true,
      },
    },
    {
      name: 'Latest three',
      props: {
        heading: 'From the journal',
        intro: '',
        per_page: 3,
        show_tag_filter: false,
        show_excerpt: false,
        show_tags: false,
        show_pager: false,
      },
    },
  ],
});
