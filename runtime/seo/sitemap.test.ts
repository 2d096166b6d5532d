import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { ApiClient, RequestOptions } from '../api/client.ts';
import { readInitialValues } from '../app/initial-values.ts';
import { sitemapIndexPages, sitemapListing, sitemapPages, sitemapPageUrl } from './sitemap.ts';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const ORIGIN = 'https://shop.test';

function fakeApi(answers: Record<string, unknown>): ApiClient {
  const answer = async (key: string, options?: RequestOptions) => {
    const page = (options?.body as { page?: number } | undefined)?.page;
    const found = answers[page ? `${key}#${page}` : key] ?? answers[key];
    if (found === undefined) throw new ApiError('Not found', { status: 404 });
    return { status: 'success' as const, message: '', data: found };
  };
  return {
    get: (path: string, options?: RequestOptions) => answer(`GET ${path}`, options),
    post: (path: string, options?: RequestOptions) => answer(`POST ${path}`, options),
  } as unknown as ApiClient;
}

const values = readInitialValues({
  storefront: {
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    termsandconditions_page: { slug: 'terms' },
  },
}).values;

describe('sitemap', () => {
  it('lists pages, categories and menu links, leaving out private, missing and unknown paths', async () => {
    const api = fakeApi({
      'GET /api/category/all': {
        categories: [{ slug: 'footwear', children: [{ slug: 'boots', children: [] }] }],
      },
      'GET /api/menu/main': {
        items: [
          { url: '/product-collection/summer', children: [] },
          { url: '/account', children: [] },
          { url: 'https://elsewhere.example/', children: [] },
          { url: '/category/not-a-route', children: [] },
          { url: '/about-us', children: [{ url: '/faq', children: [] }] },
        ],
      },
      'GET /api/page/about-us': { slug: 'about-us' },
    });
    const urls = (await sitemapPages(api, ORIGIN, values)).map((url) => url.loc);
    expect(urls).toEqual([
      'https://shop.test/',
      'https://shop.test/shop-online',
      'https://shop.test/blogs',
      'https://shop.test/terms',
      'https://shop.test/product-category/footwear',
      'https://shop.test/product-category/boots',
      'https://shop.test/product-collection/summer',
      'https://shop.test/about-us',
    ]);
  });

  it('pages products and posts by the API pages, and leaves out what an API cannot answer', async () => {
    const api = fakeApi({
      'POST /api/shop/shop-online': {
        products: [{ slug: 'rain-jacket' }],
        pagination: { page: 1, per_page: 48, total: 60, last_page: 2 },
      },
    });
    expect(await sitemapIndexPages(api)).toEqual([
      { part: 'pages', page: 1 },
      { part: 'products', page: 1 },
      { part: 'products', page: 2 },
    ]);
    expect(await sitemapListing(api, ORIGIN, 'products', 1)).toEqual([
      { loc: 'https://shop.test/product/rain-jacket' },
    ]);
    expect(await sitemapListing(api, ORIGIN, 'blogs', 1)).toEqual([]);
    expect(sitemapPageUrl(ORIGIN, { part: 'products', page: 2 })).toBe(
      'https://shop.test/sitemap.xml?part=products&page=2',
    );
  });

  it('writes escaped XML', () => {
    expect(escapeXml('a&b<c>"\'')).toBe('a&amp;b&lt;c&gt;&quot;&apos;');
    const xml = urlsetXml([
      { loc: 'https://shop.test/?a=1&b=2' },
      { loc: 'https://shop.test/?a=1&b=2' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain('<loc>https://shop.test/?a=1&amp;b=2</loc>');
    expect(sitemapIndexXml(['https://shop.test/sitemap.xml?part=pages'])).toContain(
      '<sitemapindex',
    );
  });
});
