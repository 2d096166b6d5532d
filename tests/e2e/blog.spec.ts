import { BlogPage } from './pages/blog-page.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';

// The journal (issue 16): /blogs lists the demo store's seven published posts, six a page, with
// tag chips and a pager; /blogs/{slug} shows a post, its related posts, its Article JSON-LD and
// social meta. The posts are the demo store's (examples/demo-store/content/blog-posts.ts).

const NEWEST = 'The monsoon trekking checklist';
const OLDEST = 'A winter night in Spiti';
const TENT = 'Choosing your first tent';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('a shopper browses the journal: pages, filters by a tag, reads a post and a related one', async ({
      page,
    }) => {
      test.setTimeout(60_000); // four pages and two accessibility scans
      const blog = new BlogPage(page);
      await blog.openList();
      await expect(blog.heading).toHaveText('Journal');
      await expect(blog.cards).toHaveCount(6);
      expect((await blog.titles())[0]).toBe(NEWEST);
      const first = blog.card(NEWEST);
      await expect(
        first.getByRole('img', { name: 'Green hills under monsoon clouds' }),
      ).toBeVisible();
      await expect(first.getByText('2 Jun 2025')).toBeVisible();
      await expect(first.getByText(/^Leeches, slippery rock/)).toBeVisible();
      await expect(blog.pager).toContainText('Page 1 of 2');
      await expectAccessible(page);

      // seven posts, six a page: the seventh is on page 2
      await blog.turnPage('Next');
      await expect(page).toHaveURL(/\/blogs\?page=2$/);
      expect(await blog.titles()).toEqual([OLDEST]);
      await blog.turnPage('Previous');
      await expect(page).toHaveURL(/\/blogs$/);

      await blog.filterByTag('camping');
      await expect(page).toHaveURL(/\/blogs\?tag=camping$/);
      await expect(blog.cards).toHaveCount(2);
      expect(await blog.titles()).toEqual([TENT, OLDEST]);
      await expect(blog.list.getByRole('status')).toHaveText('2 posts tagged “camping”');
      // one page of them: no pager
      await expect(blog.pager).toHaveCount(0);

      await blog.openFromList(TENT);
      await expect(page).toHaveURL(/\/blogs\/choosing-your-first-tent$/);
      await expect(blog.article).toContainText('By Arjun Mehta');
      await expect(blog.article).toContainText('18 Apr 2025');
      await expect(blog.article.getByRole('heading', { level: 2, name: 'Seasons' })).toBeVisible();
      await expect(
        blog.article.getByText(/^Most people buy a tent that is too small/),
      ).toBeVisible();
      await expect(
        blog.article.getByRole('img', { name: 'A tent under a starry mountain sky' }),
      ).toBeVisible();

      const article = (await blog.jsonLd()).find((item) => item['@type'] === 'Article');
      expect(article).toMatchObject({
        '@context': 'https://schema.org',
        headline: TENT,
        datePublished: '2025-04-18T06:00:00.000Z',
        author: [{ '@type': 'Person', name: 'Arjun Mehta' }],
        image: [expect.stringMatching(/^https?:\/\/[^/]+\/api\/media\/scene-night\.svg$/)],
        url: expect.stringMatching(/^https?:\/\/[^/]+\/blogs\/choosing-your-first-tent$/),
      });
      await expectAccessible(page);

      const related = await blog.relatedTitles();
      expect(related).toHaveLength(3);
      expect(related).not.toContain(TENT);
      const next = related[0] ?? '';
      await blog.openRelated(next);
      await expect(blog.article).toBeVisible();
      expect(await blog.relatedTitles()).not.toContain(next);
    });
  });
}

test('a post tells social networks its title, excerpt and cover', async ({ page }) => {
  const blog = new BlogPage(page);
  await blog.openPost('choosing-your-first-tent');
  await expect(page).toHaveTitle('Choosing your first tent | Northwind Outfitters');
  expect(await blog.meta('og:type')).toBe('article');
  expect(await blog.meta('og:title')).toBe('Choosing your first tent | Northwind Outfitters');
  expect(await blog.meta('og:description')).toMatch(/^Dome or tunnel/);
  expect(await blog.meta('og:image')).toMatch(/\/api\/media\/scene-night\.svg$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tag chips and the pager are links that work on their own', async ({ page }) => {
    const blog = new BlogPage(page);
    await blog.openList();
    await expect(blog.cards).toHaveCount(6);
    await blog.tagChip('gear guide').click();
    await expect(page).toHaveURL(/\/blogs\?tag=gear\+guide$/);
    await expect(blog.cards).toHaveCount(4);
    await blog.tagChip(null).click();
    await expect(blog.cards).toHaveCount(6);
    await blog.pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    expect(await blog.titles()).toEqual([OLDEST]);
  });
});

for (const slug of ['no-such-post', 'first-look-autumn-range']) {
  test(`an unknown or unpublished post, /blogs/${slug}, is the 404 page`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(404, `/blogs/${slug}`));
    const response = await new BlogPage(page).openPost(slug);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    await expect(page.getByText(`Page not found: /blogs/${slug}`)).toBeVisible();
    await expectAccessible(page);
  });
}

test('a tag no post has says so and leads back to every post', async ({ page }) => {
  const blog = new BlogPage(page);
  await blog.openList('?tag=kayaking');
  await expect(blog.list.getByText('No posts tagged “kayaking”.')).toBeVisible();
  await expect(blog.cards).toHaveCount(0);
  await blog.list.getByRole('link', { name: 'See all posts' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(blog.cards).toHaveCount(6);
  await expectAccessible(page);
});
