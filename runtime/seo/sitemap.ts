import type { CategoryNode } from '../../schemas/api/catalogue-categories.ts';
import type { MenuItem } from '../../schemas/api/content.ts';
import * as catalogue from '../../schemas/api/endpoints/catalogue.ts';
import * as content from '../../schemas/api/endpoints/content.ts';
import type { ApiClient } from '../api/client.ts';
import { productPath } from '../routing/product-path.ts';
import type { StorefrontValues } from '../storefront/initial-values.ts';
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

/** One page of products (`catalogue.shop` of the whole shop, spec §7); empty when the call fails. */
async function productsPage(api: ApiClient, page: number): Promise<Paged<{ slug: string }>> {
  try {
    const { data } = await api.call(catalogue.shop, {
      params: { id: 'shop-online' }, // the whole shop
      body: { page, per_page: SITEMAP_PAGE_SIZE },
    });
    return {
      items: data.products.flatMap(({ slug }) => (slug ? [{ slug }] : [])),
      lastPage: data.pagination.last_page,
    };
  } catch {
    return { items: [], lastPage: 0 };
  }
}

/** One page of blog posts (`content.blogList`, spec §7); empty when the call fails. */
async function postsPage(
  api: ApiClient,
  page: number,
): Promise<Paged<{ slug: string; date: string | null }>> {
  try {
    const { data } = await api.call(content.blogList, {
      body: { page, per_page: SITEMAP_PAGE_SIZE },
    });
    return {
      items: data.posts.flatMap((post) =>
        post.slug ? [{ slug: post.slug, date: post.published_at || null }] : [],
      ),
      lastPage: data.pagination.last_page,
    };
  } catch {
    return { items: [], lastPage: 0 };
  }
}

/** Category slugs of the tree (`catalogue.categoryTree`, spec §7); none when the call fails. */
async function categorySlugs(api: ApiClient): Promise<string[]> {
  try {
    const { data } = await api.call(catalogue.categoryTree);
    const slugs: string[] = [];
    const walk = (nodes: readonly CategoryNode[]) => {
      for (const node of nodes) {
        if (node.slug) slugs.push(node.slug);
        walk(node.children);
      }
    };
    walk(data.categories);
    return slugs;
  } catch {
    return [];
  }
}

/** Internal links of a menu (`content.menu`, spec §7); none when the call fails. */
async function menuPaths(api: ApiClient, id: string): Promise<string[]> {
  try {
    const { data } = await api.call(content.menu, { params: { id } });
    const paths: string[] = [];
    const walk = (items: readonly MenuItem[]) => {
      for (const item of items) {
        if (/^\/(?!\/)/.test(item.url)) paths.push(item.url.split('#')[0] ?? item.url);
        walk(item.children);
      }
    };
    walk(data.items);
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

/** Whether content page `slug` exists (`content.page`, spec §7). */
async function pageExists(api: ApiClient, slug: string): Promise<boolean> {
  try {
    await api.call(content.page, { params: { id: slug }, query: { path: `/${slug}` } });
    return true;
  } catch {
    return false;
  }
}

/**
 * Published content pages (`content.publishedPages`): a page only a draft has is never listed
 * (decision 15). None when the call fails (a platform without the endpoint).
 */
async function publishedPages(
  api: ApiClient,
): Promise<Array<{ path: string; date: string | null }>> {
  try {
    const { data } = await api.call(content.publishedPages);
    return data.pages.map((page) => ({ path: page.path, date: page.published_at }));
  } catch {
    return [];
  }
}

/**
 * The pages part: home, shop, blog, the terms and privacy pages, every category, every
 * published content page (`GET /api/pages`, beyond spec §7), and the listings and content pages
 * the store's main and footer menus link to (spec §7 has no page list, so for a platform without
 * one the menus stand for "the pages the store shows"). Menu links to content pages are kept
 * only when the page exists; private pages and paths that are no storefront route are left out.
 */
export async function sitemapPages(
  api: ApiClient,
  origin: string,
  values: Pick<StorefrontValues, 'storefront'>,
): Promise<SitemapUrl[]> {
  const [categories, main, footer, published] = await Promise.all([
    categorySlugs(api),
    menuPaths(api, 'main'),
    menuPaths(api, 'footer'),
    publishedPages(api),
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
  const listed = new Set(published.map((page) => page.path));
  const unlisted = contentSlugs.filter((slug) => !listed.has(`/${slug}`));
  const existing = await Promise.all(unlisted.map((slug) => pageExists(api, slug)));
  const paths = [
    ...fixed,
    ...categories.map((slug) => `/product-category/${encodeURIComponent(slug)}`),
    ...listings,
    ...unlisted.filter((_, index) => existing[index]).map((slug) => `/${slug}`),
  ];
  const lastmod = new Map(published.map((page) => [page.path, page.date?.slice(0, 10) ?? null]));
  const all = [...new Set([...paths, ...published.map((page) => page.path)])].filter(
    (path) => !isPrivatePath(path),
  );
  return all.map((path) => {
    const date = lastmod.get(path);
    return { loc: new URL(path, `${origin}/`).href, ...(date ? { lastmod: date } : {}) };
  });
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
      loc: new URL(productPath(item.slug), `${origin}/`).href,
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
