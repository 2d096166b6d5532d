import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import { BlogProviders, fixturePost, fixturePostResponse } from '../blog-fixtures.tsx';
import { BlogPostView } from './BlogPost.tsx';
import { blogPost } from './index.ts';
import { blogPostKey } from './post-cache.ts';

// The post arrives with the page in the storefront; the story puts it in the query cache.
const meta = {
  title: 'Sections/Blog/Blog post',
  component: BlogPostView,
  decorators: [
    (Story) => (
      <BlogProviders
        queries={[
          [blogPostKey(fixturePost.slug), fixturePostResponse],
          [['page-origin'], 'https://shop.example'],
        ]}
      >
        <Story />
      </BlogProviders>
    ),
  ],
} satisfies Meta<typeof BlogPostView>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullPost = presetArgs(blogPost, 'Full post');
const articleOnly = presetArgs(blogPost, 'Article only');

/** Title, author, date, tags, cover, the article and three related posts. */
export const FullPost: Story = {
  args: { ...fullPost, slug: fixturePost.slug },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: fixturePost.title },
      `By ${fixturePost.author}`,
      '2 Jun 2025',
      { href: '/blogs?tag=monsoon' },
      { role: 'img', name: fixturePost.image?.alt ?? '' },
      { role: 'heading', level: 2, name: 'Feet first' },
      { role: 'heading', level: 2, name: fullPost.related_heading },
      ...fixturePostResponse.related.map((post) => ({ href: `/blogs/${post.slug}` })),
    ],
  }),
};

/** The title, date, cover and article alone. */
export const ArticleOnly: Story = {
  args: { ...articleOnly, slug: fixturePost.slug },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: fixturePost.title },
      '2 Jun 2025',
      { role: 'heading', level: 2, name: 'Feet first' },
    ],
    hides: [
      `By ${fixturePost.author}`,
      { href: '/blogs?tag=monsoon' },
      { role: 'heading', level: 2, name: articleOnly.related_heading },
      { role: 'link', name: /All posts/ },
    ],
  }),
};
