import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { sanitizeHtml } from '../../../runtime/server/sanitize-html.server.ts';
import type { BlogPostResponse } from '../../../schemas/api/content.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  BlogProviders,
  fixturePost,
  fixturePostResponse,
  fixturePosts,
  routeApi,
} from '../blog-fixtures.tsx';
import BlogPost from './BlogPost.tsx';
import { blogPost } from './index.ts';
import { blogPostKey } from './post-cache.ts';

const fullPost = presetArgs(blogPost, 'Full post');
const POST_PATH = '/blogs/monsoon-trekking-checklist';

interface RenderOptions {
  url?: string;
  props?: typeof fullPost;
  data?: BlogPostResponse | null;
  api?: ApiClient;
}

/** The section at `url` with the post in the page's query cache, as the server leaves it. */
function renderPost({
  url = POST_PATH,
  props = fullPost,
  data = fixturePostResponse,
  api = routeApi({}),
}: RenderOptions = {}) {
  const queries: [readonly unknown[], unknown][] = [[['page-origin'], 'https://shop.example']];
  if (data) queries.push([blogPostKey(data.post.slug), data]);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <BlogProviders api={api} queries={queries}>
            <BlogPost {...props} />
          </BlogProviders>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

function jsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.textContent ?? '') as Record<string, unknown>;
}

describe('BlogPost', () => {
  it('shows the post: title, author, date, tags, cover and its article', async () => {
    renderPost();
    const article = await screen.findByRole('article', { name: 'The monsoon trekking checklist' });
    const post = within(article);
    expect(post.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The monsoon trekking checklist',
    );
    expect(post.getByText('By Divya Menon')).toBeVisible();
    expect(post.getByText('2 Jun 2025')).toHaveAttribute('datetime', '2025-06-02T06:00:00.000Z');
    const tags = post.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'monsoon' })).toHaveAttribute(
      'href',
      '/blogs?tag=monsoon',
    );
    const cover = post.getByRole('img', { name: 'Green hills under monsoon clouds' });
    expect(cover).toHaveAttribute('width', '960');
    expect(cover).toHaveAttribute('height', '504');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(post.getByRole('heading', { level: 2, name: 'Feet first' })).toBeVisible();
    expect(post.getByText('Quick-drying socks.')).toBeVisible();
    expect(post.getByRole('link', { name: 'how to pack light' })).toHaveAttribute(
      'href',
      '/blogs/packing-light-for-a-weekend-trek',
    );
    expect(post.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blogs');
  });

  it('lists up to three related posts under it, each a link to the post', async () => {
    renderPost();
    const related = await screen.findByRole('region', { name: 'More from the journal' });
    const titles = within(related).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(
      fixturePosts.slice(1, 4).map((post) => post.title),
    );
    expect(within(related).getByRole('link', { name: 'Choosing your first tent' })).toHaveAttribute(
      'href',
      '/blogs/choosing-your-first-tent',
    );
  });

  it('writes Article JSON-LD with absolute URLs, escaped so no title can end the script', async () => {
    const title = 'Rain </script><script>alert(1)</script> & shine';
    const { container } = renderPost({
      data: { post: { ...fixturePost, title }, related: [] },
    });
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(jsonLd(container)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description: fixturePost.meta.meta_description,
      image: [expect.stringMatching(/^data:image\/svg\+xml,/)],
      datePublished: '2025-06-02T06:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Divya Menon' }],
      publisher: { '@type': 'Organization', name: 'Northwind Outfitters' },
      keywords: 'monsoon, trekking',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://shop.example/blogs/monsoon-trekking-checklist',
      },
      url: 'https://shop.example/blogs/monsoon-trekking-checklist',
    });
    // no related posts: no empty heading
    expect(screen.queryByRole('region', { name: 'More from the journal' })).toBeNull();
  });

  it('leaves out what the “Article only” preset turns off', async () => {
    renderPost({ props: presetArgs(blogPost, 'Article only') });
    const article = await screen.findByRole('article');
    expect(within(article).queryByText('By Divya Menon')).toBeNull();
    expect(within(article).getByText('2 Jun 2025')).toBeVisible();
    expect(within(article).queryByRole('list', { name: 'Tags' })).toBeNull();
    expect(within(article).queryByRole('link', { name: 'All posts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'More from the journal' })).toBeNull();
  });

  it('never fetches the post in the browser: without the server’s copy it says so', async () => {
    const api = routeApi({});
    renderPost({ data: null, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('This post could not be loaded.');
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blogs');
    expect((api as ReturnType<typeof routeApi>).calls).toEqual([]);
  });

  it('renders nothing outside a post’s path', () => {
    const { container } = renderPost({ url: '/about-us' });
    expect(container).toBeEmptyDOMElement();
  });

  describe('load', () => {
    const dirty = `<p>Safe words.</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>`;
    const api = () =>
      routeApi({
        'GET /api/blog/monsoon-trekking-checklist': {
          post: { ...fixturePost, body: dirty },
          related: [],
        },
      });
    const context = (url: string, withSanitizer = true) => ({
      api: api(),
      pageKey: 'monsoon-trekking-checklist',
      url: new URL(url),
      queryClient: new QueryClient(),
      ...(withSanitizer ? { sanitizeHtml } : {}),
    });

    it('prefetches the post of the URL with its body sanitised on the server', async () => {
      const ctx = context(`https://shop.example${POST_PATH}`);
      const queries = (await blogPost.load?.(fullPost, ctx)) ?? [];
      expect(queries.map((query) => query.queryKey)).toEqual([
        blogPostKey('monsoon-trekking-checklist'),
        ['page-origin'],
      ]);
      await Promise.all(queries.map((query) => ctx.queryClient.prefetchQuery(query)));
      const cached = ctx.queryClient.getQueryData<BlogPostResponse>(
        blogPostKey('monsoon-trekking-checklist'),
      );
      expect(cached?.post.body).toContain('<p>Safe words.</p>');
      expect(cached?.post.body).not.toMatch(/onerror|<script|javascript:/);
      expect(ctx.queryClient.getQueryData(['page-origin'])).toBe('https://shop.example');
    });

    it('prefetches nothing off a post’s path, or without a sanitiser', async () => {
      expect(await blogPost.load?.(fullPost, context('https://shop.example/blogs'))).toEqual([]);
      expect(
        await blogPost.load?.(fullPost, context(`https://shop.example${POST_PATH}`, false)),
      ).toEqual([]);
    });
  });
});
