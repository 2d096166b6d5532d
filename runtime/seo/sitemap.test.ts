import { describe, expect, it } from 'vitest';
import { fixtureJacket } from '../commerce/product/product-fixtures.ts';
import { readInitialValues } from '../storefront/initial-values.ts';
import { routeApi } from '../testing/section-fixtures.tsx';
import { sitemapIndexPages, sitemapListing, sitemapPages, sitemapPageUrl } from './sitemap.ts';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const ORIGIN = 'https://shop.test';

/** A category of the tree, as `GET /api/category/all` answers it. */
const category = (id: number, slug: string, children: unknown[] = []) => ({
  id,
  name: slug,
  slug,
  parent_id: null,
  description: '',
  image: null,
  product_count: 1,
  children,
});

/** A menu item, as `GET /api/menu/{id}` answers it. */
const link = (url: string, children: unknown[] = []) => ({ label: url, url, children });

const values = readInitialValues({
  storefront: {
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    termsandconditions_page: { slug: 'terms' },
  },
}).values;

describe('sitemap', () => {
  it('lists pages, categories and menu links, leaving out private, missing and unknown paths', async () => {
    const api = routeApi({
      'GET /api/category/all': {
        categories: [category(1, 'footwear', [category(2, 'boots')])],
      },
      'GET /api/menu/main': {
        id: 'main',
        name: 'Main',
        items: [
          link('/product-collection/summer'),
          link('/account'),
          link('https://elsewhere.example/'),
          link('/category/not-a-route'),
          link('/about-us', [link('/faq')]),
        ],
      },
      'GET /api/page/about-us': { id: 4, slug: 'about-us', title: 'About us', page_type: 'page' },
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

  it('lists every published content page once, with the day it was published', async () => {
    const api = routeApi({
      'GET /api/pages': {
        pages: [
          {
            slug: 'summer-sale',
            path: '/summer-sale',
            title: 'Summer sale',
            published_at: '2026-05-01T10:00:00.000Z',
          },
          { slug: 'terms', path: '/terms', title: 'Terms', published_at: null },
        ],
      },
      'GET /api/menu/footer': { id: 'footer', name: 'Footer', items: [link('/summer-sale')] },
    });
    const urls = await sitemapPages(api, ORIGIN, values);
    expect(urls.map((url) => url.loc)).toEqual([
      'https://shop.test/',
      'https://shop.test/shop-online',
      'https://shop.test/blogs',
      'https://shop.test/terms',
      'https://shop.test/summer-sale',
    ]);
    expect(urls.find((url) => url.loc.endsWith('/summer-sale'))?.lastmod).toBe('2026-05-01');
    // the published list answers for the menu's page: it is not asked for again
    expect(api.calls.map((call) => call.path)).not.toContain('/api/page/summer-sale');
  });

  it('pages products and posts by the API pages, and leaves out what an API cannot answer', async () => {
    const api = routeApi({
      'POST /api/shop/shop-online': {
        category: null,
        collection: null,
        products: [{ ...fixtureJacket, slug: 'rain-jacket' }],
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
