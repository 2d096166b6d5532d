/** Props of the blog-list section (`POST /api/blog/list`, spec §7). */
export const blogListSchema = {
  type: 'object',
  properties: {
    /** Heading above the posts: the page's h1 on the blog list, an h2 anywhere else. @default 'Journal' */
    heading: { type: 'string', title: 'Heading', maxLength: 120, default: 'Journal' },
    /** A line of plain text under the heading; empty: none. @default '' */
    intro: { type: 'string', title: 'Introduction', maxLength: 300, default: '' },
    /** Posts on one page (the API answers at most 48). @default 9 */
    per_page: {
      type: 'integer',
      title: 'Posts per page',
      minimum: 1,
      maximum: 48,
      default: 9,
    },
    /** Chips above the posts that show only the posts with one tag (`?tag=`). @default true */
    show_tag_filter: { type: 'boolean', title: 'Filter by tag', default: true },
    /** Each post's excerpt under its title. @default true */
    show_excerpt: { type: 'boolean', title: 'Show excerpts', default: true },
    /** Each post's tags, as links to the posts with that tag. @default true */
    show_tags: { type: 'boolean', title: 'Show tags', default: true },
    /** Previous and Next links when there is more than one page (`?page=`). @default true */
    show_pager: { type: 'boolean', title: 'Show pages', default: true },
  },
  additionalProperties: false,
} as const;
