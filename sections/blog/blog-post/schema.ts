/** Props of the blog-post section (`GET /api/blog/{slug}`, spec §7). */
export const blogPostSchema = {
  type: 'object',
  properties: {
    /** A link back to the blog list above the title; empty: none. @default 'All posts' */
    back_label: { type: 'string', title: 'Back link', maxLength: 60, default: 'All posts' },
    /** The author's name beside the date. @default true */
    show_author: { type: 'boolean', title: 'Show the author', default: true },
    /** The post's tags under the title, as links to the posts with that tag. @default true */
    show_tags: { type: 'boolean', title: 'Show tags', default: true },
    /** Up to three related posts under the post. @default true */
    show_related: { type: 'boolean', title: 'Show related posts', default: true },
    /** Heading above the related posts. @default 'More from the journal' */
    related_heading: {
      type: 'string',
      title: 'Related posts heading',
      maxLength: 120,
      default: 'More from the journal',
    },
  },
  additionalProperties: false,
} as const;
