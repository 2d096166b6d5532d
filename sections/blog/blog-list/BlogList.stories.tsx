import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { routeOf } from '../../../runtime/testing/section-fixtures.tsx';
import * as content from '../../../schemas/api/endpoints/content.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { BlogProviders, fixtureBlogList, fixturePosts, routeApi } from '../blog-fixtures.tsx';
import { BlogListView } from './BlogList.tsx';
import { blogList } from './index.ts';

// The list answers from the seven fixture posts, as the reference API would.
const api = routeApi({
  [routeOf(content.blogList)]: (request: RequestOptions) =>
    fixtureBlogList(request.body as { page?: number; per_page?: number; tag?: string }),
});

const meta = {
  title: 'Sections/Blog/Blog posts',
  component: BlogListView,
  decorators: [
    (Story) => (
      <BlogProviders api={api}>
        <Story />
      </BlogProviders>
    ),
  ],
} satisfies Meta<typeof BlogListView>;
export default meta;
type Story = StoryObj<typeof meta>;

const journal = presetArgs(blogList, 'Journal');
const latestThree = presetArgs(blogList, 'Latest three');

/** The blog page: six posts of seven, the tag chips and the pager. */
export const Journal: Story = {
  args: {
    ...journal,
    params: { page: 1, perPage: journal.per_page, tag: null },
    path: '/blogs',
    headingLevel: 1,
  },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: journal.heading },
      journal.intro,
      ...fixturePosts
        .slice(0, journal.per_page)
        .map((post) => ({ role: 'link' as const, name: post.title })),
      { role: 'navigation', name: 'Filter posts by tag' },
      { href: '/blogs?tag=camping' },
      { role: 'navigation', name: 'Blog pages' },
      { href: '/blogs?page=2' },
    ],
    hides: [{ role: 'link', name: fixturePosts[6]?.title ?? '' }],
  }),
};

/** The three newest posts on another page, titles and pictures only. */
export const LatestThree: Story = {
  args: {
    ...latestThree,
    params: { page: 1, perPage: latestThree.per_page, tag: null },
    path: '/',
  },
  parameters: showing({
    shows: [
      { role: 'heading', level: 2, name: latestThree.heading },
      ...fixturePosts
        .slice(0, 3)
        .map((post) => ({ role: 'heading' as const, level: 3, name: post.title })),
    ],
    hides: [
      { role: 'heading', level: 3, name: fixturePosts[3]?.title ?? '' },
      { role: 'navigation', name: 'Filter posts by tag' },
      { role: 'navigation', name: 'Blog pages' },
      fixturePosts[0]?.excerpt ?? '',
    ],
  }),
};
