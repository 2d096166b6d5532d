import type { ApiClient } from '../api/client.ts';
import type { StorefrontValues } from '../app/initial-values.ts';
import { isPrivatePath } from './robots-txt.ts';
import type { SitemapUrl } from './sitemap-xml.ts';

/** Products or posts per sitemap page: one API page each (the listings allow at most 48). */
export const SITEMAP_PAGE_SIZE = 48;

/** The parts of the sitemap: pages, categories and collections in one; products and posts paged. */
export type SitemapPart = 'pages' | 'products' | 'blogs';

/** Where the sitemap index points: one page of one part. */
export interface SitemapPage {
  part: SitemapPart;
  page: number;
}

interface Paged<T> {
  items: T[];
  lastPage: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function lastPageOf(data: unknown): number {
  const pagination = isObject(data) ? data.pagination : undefined;
  const last = isObject(pagination) ? pagination.last_page : undefined;
  return typeof last === 'number' && Number.isInteger(last) && last > 0 ? last : 1;
}

function slugsOf(list: unknown): Array<{ slug: string; date: string | null }> {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) =>
    isObject(entry) && typeof entry.slug === 'string' && entry.slug
      ? [
          {
            slug: entry.slug,
            date: typeof entry.published_at === 'string' ? entry.published_at : null,
          },
        ]
      : [],
  );
}

/** One page of products (`POST /api/shop/shop-online`, spec §7); empty when the call fails. */
async function productsPage(api: ApiClient, page: number): Promise<Paged<{ slug: string }>> {
  try {
    const { data } = await api.post('/api/shop/shop-online', {
      body: { page, per_page: SITEMAP_PAGE_SIZE },
      silent: true,
    });
    return {
      items: slugsOf(isObject(data) ? data.products : undefined),
      lastPage: lastPageOf(data),
    };
  } catch {
    return { items: [], lastPage: 0 };
  }
}

/** One page of blog posts (`POST /api/blog/list`, spec §7); empty when the call fails. */
async function postsPage(
  api: ApiClient,
  page: number,
): Promise<Paged<{ slug: string; date: string | null }>> {
  try {
    const { data } = await api.post('/api/blog/list', {
      body: { page, per_page: SITEMAP_PAGE_SIZE },
      silent: true,
    });
    return { items: slugsOf(isObject(data) ? data.posts : undefined), lastPage: lastPageOf(data) };
  } catch {
    return { items: [], lastPage: 0 };
  }
}

/** Category slugs of the tree (`GET /api/category/all`, spec §7); none when the call fails. */
async function categorySlugs(api: ApiClient): Promise<string[]> {
  try {
    const { data } = await api.get('/api/category/all', { silent: true });
    const slugs: string[] = [];
    const walk = (nodes: unknown) => {
      if (!Array.isArray(nodes)) return;
      for (const node of nodes) {
        if (!isObject(node)) continue;
        if (typeof node.slug === 'string' && node.slug) slugs.push(node.slug);
        walk(node.children);
      }
    };
    walk(isObject(data) ? data.categories : undefined);
    return slugs;
  } catch {
    return [];
  }
}

/** Internal links of a menu (`GET /api/menu/{id}`, spec §7); none when the call fails. */
async function menuPaths(api: ApiClient, id: string): Promise<string[]> {
  try {
    const { data } = await api.get(`/api/menu/${encodeURIComponent(id)}`, { silent: true });
    const paths: string[] = [];
    const walk = (items: unknown) => {
      if (!Array.isArray(items)) return;
      for (const item of items) {
        if (!isObject(item)) continue;
        if (typeof item.url === 'string' && /^\/(?!\/)/.test(item.url)) {
          paths.push(item.url.split('#')[0] ?? item.url);
        }
        walk(item.children);
      }
    };
    walk(isObject(data) ? data.items : undefined);
    return paths;
  } catch {
    return [];
  }
}

// First segments of the storefront's listing routes (spec §2); other paths are content pages.
const LISTING_SEGMENTS = new Set([
  'product-category',
  'product-collection',
  'shop-online',
  'blogs',
]);

/** Whether content page `slug` exists (`GET /api/page/{id}`, spec §7). */
async function pageExists(api: ApiClient, slug: string): Promise<boolean> {
  try {
    await api.get(`/api/page/${encodeURIComponent(slug)}`, {
      query: { path: `/${slug}` },
      silent: true,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The pages part: home, shop, blog, the terms and privacy pages, every category, and the
 * listings and content pages the store's main and footer menus link to (there is no page list
 * in the API, spec §7, so the menus stand for "the pages the store shows"). Menu links to
 * content pages are kept only when the page exists; private pages and paths that are no
 * storefront route are left out.
 */
export async function sitemapPages(
  api: ApiClient,
  origin: string,
  values: Pick<StorefrontValues, 'storefront'>,
): Promise<SitemapUrl[]> {
  const [categories, main, footer] = await Promise.all([
    categorySlugs(api),
    menuPaths(api, 'main'),
    menuPaths(api, 'footer'),
  ]);
  const legal = [
    values.storefront.termsandconditions_page,
    values.storefront.privacypolicy_page,
  ].flatMap((page) => (page?.slug ? [`/${page.slug}`] : []));
  const fixed = ['/', '/shop-online', '/blogs', ...legal];
  const menuLinks = [
    ...new Set([...main, ...footer].map((path) => path.split('?')[0] ?? path)),
  ].filter((path) => !fixed.includes(path) && !isPrivatePath(path));
  const listings = menuLinks.filter((path) => LISTING_SEGMENTS.has(path.split('/')[1] ?? ''));
  const contentSlugs = menuLinks
    .map((path) => path.split('/').filter(Boolean))
    .filter((segments) => segments.length === 1 && !LISTING_SEGMENTS.has(segments[0] ?? ''))
    .map((segments) => segments[0] as string);
  const existing = await Promise.all(contentSlugs.map((slug) => pageExists(api, slug)));
  const paths = [
    ...fixed,
    ...categories.map((slug) => `/product-category/${encodeURIComponent(slug)}`),
    ...listings,
    ...contentSlugs.filter((_, index) => existing[index]).map((slug) => `/${slug}`),
  ];
  return paths.map((path) => ({ loc: new URL(path, `${origin}/`).href }));
}

/** The sitemap pages to list in the index: pages, then every page of products and of posts. */
export async function sitemapIndexPages(api: ApiClient): Promise<SitemapPage[]> {
  const [products, posts] = await Promise.all([productsPage(api, 1), postsPage(api, 1)]);
  const pages: SitemapPage[] = [{ part: 'pages', page: 1 }];
  for (let page = 1; page <= products.lastPage && products.items.length > 0; page++) {
    pages.push({ part: 'products', page });
  }
  for (let page = 1; page <= posts.lastPage && posts.items.length > 0; page++) {
    pages.push({ part: 'blogs', page });
  }
  return pages;
}

/** Page `page` of the products or the blog posts, as sitemap URLs. */
export async function sitemapListing(
  api: ApiClient,
  origin: string,
  part: 'products' | 'blogs',
  page: number,
): Promise<SitemapUrl[]> {
  if (part === 'products') {
    const { items } = await productsPage(api, page);
    return items.map((item) => ({
      loc: new URL(`/product/${encodeURIComponent(item.slug)}`, `${origin}/`).href,
    }));
  }
  const { items } = await postsPage(api, page);
  return items.map((item) => ({
    loc: new URL(`/blogs/${encodeURIComponent(item.slug)}`, `${origin}/`).href,
    lastmod: item.date ? item.date.slice(0, 10) : null,
  }));
}

/** The location of one sitemap page, as the index lists it. */
export function sitemapPageUrl(origin: string, { part, page }: SitemapPage): string {
  const url = new URL('/sitemap.xml', `${origin}/`);
  url.searchParams.set('part', part);
  if (part !== 'pages') url.searchParams.set('page', String(page));
  return url.href;
}
