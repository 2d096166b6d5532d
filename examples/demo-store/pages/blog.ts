import type { PageRecordInput } from '../../../schemas/api/index.ts';

// The blog post page: the reference API serves this template for every `/blogs/{slug...}` path,
// with the post's own meta (title, excerpt, cover as the social image). The section reads the
// post from the page's URL, so one template serves every post.

/** `/blogs/{slug...}`. */
export const blogPostPage = {
  slug: 'blog',
  title: 'Blog post',
  meta_title: '{title} | Northwind Outfitters',
  meta_description: 'Trail notes, gear guides and stories from the Northwind Outfitters team.',
  page_type: 'blog',
  component_data: [
    {
      key: 'blog-post',
      id: 'blog-post',
      props: { back_label: 'All posts', related_heading: 'More from the journal' },
    },
  ],
} satisfies PageRecordInput;
