import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

// The journal (spec §2 "/blogs", "/blogs/{slug...}") as a shopper reads it: the list of posts
// with its tag chips and pager, a post with its related posts, and what the post tells search
// engines and social networks.

/** The blog list's path. */
export const BLOGS_PATH = '/blogs';

/** A JSON-LD object of the page. */
export type JsonLd = Record<string, unknown>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class BlogPage {
  constructor(readonly page: Page) {}

  /** Opens the blog list, with a query (`?tag=camping`) if given, and answers the response. */
  async openList(query = ''): Promise<Response | null> {
    return this.page.goto(`${BLOGS_PATH}${query}`);
  }

  /** Opens `/blogs/<slug>` and answers the document's response. */
  async openPost(slug: string): Promise<Response | null> {
    return this.page.goto(`${BLOGS_PATH}/${slug}`);
  }

  /** The blog list section, named by its heading. */
  get list(): Locator {
    return this.page.getByRole('region', { name: 'Journal' });
  }

  /** The page's only level-1 heading: the list's heading, or the post's title. */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The post cards of the list, in order. */
  get cards(): Locator {
    return this.list.getByRole('listitem').getByRole('article');
  }

  /** The card of the post titled `title`. */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The titles of the listed posts, in order. */
  async titles(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  get tagFilter(): Locator {
    return this.list.getByRole('navigation', { name: 'Filter posts by tag' });
  }

  /** A tag's chip, `camping (2)`; `null` for the All posts chip. */
  tagChip(tag: string | null): Locator {
    return this.tagFilter.getByRole('link', {
      name: tag === null ? 'All posts' : new RegExp(`^${escaped(tag)} \\(\\d+\\)$`),
    });
  }

  get pager(): Locator {
    return this.list.getByRole('navigation', { name: 'Blog pages' });
  }

  /** Shows only the posts tagged `tag` (or all of them) with its chip. */
  async filterByTag(tag: string | null): Promise<void> {
    await this.tagChip(tag).click();
    await expect(this.tagChip(tag)).toHaveAttribute('aria-current', 'page');
  }

  /** Goes to the next or previous page of posts with the pager. */
  async turnPage(direction: 'Next' | 'Previous'): Promise<void> {
    const before = await this.pager.getByText(/^Page \d+ of \d+$/).textContent();
    await this.pager.getByRole('link', { name: direction, exact: true }).click();
    await expect(this.pager.getByText(/^Page \d+ of \d+$/)).not.toHaveText(before ?? '');
  }

  /** Opens the post titled `title` from its card on the list. */
  async openFromList(title: string): Promise<void> {
    await this.list.getByRole('link', { name: title, exact: true }).click();
    await expect(this.heading).toHaveText(title);
  }

  /** The post being read: its title, meta, cover and article. */
  get article(): Locator {
    return this.page.locator('article[data-blog-post]');
  }

  /** The related posts under a post. */
  get related(): Locator {
    return this.page.getByRole('region', { name: 'More from the journal' });
  }

  /** The titles of the related posts, in order. */
  async relatedTitles(): Promise<string[]> {
    return this.related.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** Opens the related post titled `title`. */
  async openRelated(title: string): Promise<void> {
    await this.related.getByRole('link', { name: title, exact: true }).click();
    await expect(this.heading).toHaveText(title);
  }

  /** Every JSON-LD object of the page, each parsed (a script that is not JSON fails the test). */
  async jsonLd(): Promise<JsonLd[]> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((text) => JSON.parse(text) as JsonLd);
  }

  /** The `content` of a `<meta property="…">` in the head (`og:image`). */
  async meta(property: string): Promise<string | null> {
    return this.page.locator(`meta[property="${property}"]`).getAttribute('content');
  }
}
