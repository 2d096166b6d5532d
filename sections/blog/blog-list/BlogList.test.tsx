import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { routeOf } from '../../../runtime/testing/section-fixtures.tsx';
import * as content from '../../../schemas/api/endpoints/content.ts';
import { presetArgs } from '../../story-presets.ts';
import { BlogProviders, fixtureBlogList, fixturePosts, routeApi } from '../blog-fixtures.tsx';
import BlogList from './BlogList.tsx';
import { blogList } from './index.ts';
import { blogListKey } from './list-query.ts';

const journal = presetArgs(blogList, 'Journal'); // 6 a page
const LIST = routeOf(content.blogList);

/** An API whose blog list answers from the fixture posts, as the reference API would. */
function listApi() {
  return routeApi({
    [LIST]: (request: RequestOptions) =>
      fixtureBlogList(request.body as { page?: number; per_page?: number; tag?: string }),
  });
}

function renderList(api: ApiClient, url = '/blogs', props = journal) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <BlogProviders api={api}>
            <BlogList {...props} />
          </BlogProviders>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const list = () => screen.findByRole('region', { name: 'Journal' });

describe('BlogList', () => {
  it('shows the first page of posts as cards: picture, date, title link, excerpt and tags', async () => {
    renderList(listApi());
    const section = await list();
    expect(within(section).getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(6);

    const first = within(cards[0] as HTMLElement);
    const picture = first.getByRole('img', { name: 'Green hills under monsoon clouds' });
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '336');
    expect(picture).toHaveAttribute('loading', 'eager'); // the first card is the likely LCP
    expect(
      first.getByRole('heading', { level: 2, name: 'The monsoon trekking checklist' }),
    ).toBeVisible();
    expect(first.getByRole('link', { name: 'The monsoon trekking checklist' })).toHaveAttribute(
      'href',
      '/blogs/monsoon-trekking-checklist',
    );
    expect(first.getByText('2 Jun 2025')).toHaveAttribute('datetime', '2025-06-02T06:00:00.000Z');
    expect(first.getByText(/safe and happy trek/)).toBeVisible();
    expect(first.getByRole('link', { name: 'trekking' })).toHaveAttribute(
      'href',
      '/blogs?tag=trekking',
    );
    // the others load lazily
    const second = within(cards[1] as HTMLElement).getByRole('img');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('pages with links that carry ?page= and ?tag=, read back from the URL', async () => {
    const api = listApi();
    renderList(api, '/blogs?tag=gear+guide&page=2', { ...journal, per_page: 2 });
    const section = await list();
    const titles = await within(section).findAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Caring for your waterproof jacket',
      'Packing light for a weekend trek',
    ]);
    expect(api.calls.at(-1)?.options.body).toEqual({ page: 2, per_page: 2, tag: 'gear guide' });

    const filter = within(section).getByRole('navigation', { name: 'Filter posts by tag' });
    expect(within(filter).getByRole('link', { name: /^gear guide/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filter).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(within(section).getByRole('status')).toHaveTextContent('4 posts tagged “gear guide”');

    const pager = within(section).getByRole('navigation', { name: 'Blog pages' });
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/blogs?tag=gear+guide',
    );
    expect(within(pager).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('filters by a tag when its chip is chosen, and back to every post', async () => {
    const user = userEvent.setup();
    const router = renderList(listApi());
    const section = await list();
    const filter = await within(section).findByRole('navigation', { name: 'Filter posts by tag' });
    expect(within(filter).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filter).getByRole('link', { name: 'camping (2)' }));
    expect(router.state.location.search).toBe('?tag=camping');
    await expect.poll(() => within(section).queryAllByRole('article').length).toBe(2);
    expect(within(section).queryByRole('navigation', { name: 'Blog pages' })).toBeNull();

    await user.click(within(filter).getByRole('link', { name: 'All posts' }));
    await expect.poll(() => within(section).queryAllByRole('article').length).toBe(6);
    const pager = within(section).getByRole('navigation', { name: 'Blog pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/blogs?page=2',
    );
  });

  it('says so when no post has the tag, with a way back to every post', async () => {
    renderList(listApi(), '/blogs?tag=kayaking');
    const section = await list();
    expect(await within(section).findByText('No posts tagged “kayaking”.')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'See all posts' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('does not ask the API about a tag longer than any it holds', async () => {
    const api = listApi();
    const tag = 'x'.repeat(61);
    renderList(api, `/blogs?tag=${tag}`);
    expect(await screen.findByText(`No posts tagged “${tag}”.`)).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('says so when the blog has no posts yet', async () => {
    renderList(routeApi({ [LIST]: fixtureBlogList({}, []) }));
    expect(await screen.findByText('No posts yet.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Filter posts by tag' })).toBeNull();
  });

  it('offers the first page when the URL asks for a page past the last', async () => {
    renderList(listApi(), '/blogs?page=5&tag=camping');
    expect(await screen.findByText('There is no page 5.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/blogs?tag=camping',
    );
  });

  it('says the load failed and tries again on request', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderList(
      routeApi({
        [LIST]: (request: RequestOptions) => {
          if (failing) throw new ApiError('Server error', { status: 500 });
          return fixtureBlogList(request.body as { per_page?: number });
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the posts.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });

  it('has an h2 off the blog page; without pager and filter it shows the newest posts whatever the URL says', async () => {
    const api = listApi();
    renderList(api, '/?page=2&tag=camping', presetArgs(blogList, 'Latest three'));
    const section = await screen.findByRole('region', { name: 'From the journal' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'From the journal' }),
    ).toBeVisible();
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(
      fixturePosts.slice(0, 3).map((post) => post.title),
    );
    expect(api.calls.at(-1)?.options.body).toEqual({ page: 1, per_page: 3 });
    expect(within(section).queryByRole('navigation')).toBeNull();
    expect(within(section).queryByText(/safe and happy trek/)).toBeNull();
    expect(within(section).queryByRole('link', { name: 'trekking' })).toBeNull();
  });

  it('its load prefetches the URL’s page and tag under the component’s query key', async () => {
    const queryClient = new QueryClient();
    const api = listApi();
    const queries = await blogList.load?.(journal, {
      api,
      pageKey: 'blogs',
      url: new URL('https://shop.example/blogs?tag=camping&page=1'),
      queryClient,
    });
    expect(queries?.map((query) => query.queryKey)).toEqual([
      blogListKey({ page: 1, perPage: 6, tag: 'camping' }),
    ]);
  });
});
