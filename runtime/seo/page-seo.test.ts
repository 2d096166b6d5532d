import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../routing/page-location.ts';
import { readInitialValues } from '../storefront/initial-values.ts';
import { canonicalUrl, pageSeo } from './page-seo.ts';
import { seoMeta } from './seo-meta.ts';

const store = readInitialValues({
  settings: {
    store_name: 'Northwind Outfitters',
    store_email: 'hello@shop.test',
    instagram: 'https://instagram.com/northwind',
  },
  storefront: {
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    logo1: { src: '/api/media/logo.svg', alt: 'Logo', width: 180, height: 48 },
  },
}).values;

const page = (change: Record<string, unknown> = {}) => ({
  id: 1,
  slug: 'home',
  parent_slug: null,
  title: 'Home',
  meta_title: 'Northwind | Gear',
  meta_description: 'Jackets and packs.',
  image: null,
  is_active: true,
  ...change,
});

describe('pageSeo', () => {
  it('gives home its title, description, canonical, logo image and Organization + WebSite JSON-LD', () => {
    const seo = pageSeo({
      origin: 'https://shop.test',
      location: parsePageLocation('https://shop.test/?utm_source=x'),
      page: page(),
      pageType: 'home',
      store,
    });
    expect(seo).toMatchObject({
      title: 'Northwind | Gear',
      description: 'Jackets and packs.',
      canonical: 'https://shop.test/',
      robots: null,
      image: 'https://shop.test/api/media/logo.svg',
      siteName: 'Northwind Outfitters',
    });
    expect(seo.jsonLd.map((object) => object['@type'])).toEqual(['Organization', 'WebSite']);
    expect(seo.jsonLd[0]).toMatchObject({ sameAs: ['https://instagram.com/northwind'] });
    expect(seo.jsonLd[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://shop.test/search?q={search_term_string}' },
      },
    });
  });

  it('uses the product meta and images on a product page, keeping the sku in the canonical URL', () => {
    const seo = pageSeo({
      origin: 'https://shop.test',
      location: parsePageLocation('https://shop.test/product/rain-jacket/?sku=RJ-1&ref=ad'),
      page: page({
        slug: 'rain-jacket',
        title: 'Rain jacket',
        meta_title: null,
        image: '/page.svg',
      }),
      pageType: 'product',
      store,
      product: {
        name: 'Rain jacket',
        meta: { meta_title: 'Rain jacket | Northwind', meta_description: 'Stays dry.' },
        social_sharing_image: null,
        base_image: { src: '/api/media/jacket.svg' },
      },
    });
    expect(seo).toMatchObject({
      title: 'Rain jacket | Northwind',
      description: 'Stays dry.',
      canonical: 'https://shop.test/product/rain-jacket?sku=RJ-1',
      image: 'https://shop.test/api/media/jacket.svg',
      type: 'product',
    });
  });

  it("titles category and collection pages '<name> | <store>', like the other pages", () => {
    const titleOf = (
      pageType: 'category' | 'collection' | 'shop',
      change: Record<string, unknown>,
    ) =>
      pageSeo({
        origin: 'https://shop.test',
        location: parsePageLocation('https://shop.test/product-category/jackets'),
        page: page({ slug: 'jackets', title: 'Jackets', ...change }),
        pageType,
        store,
      }).title;
    expect(titleOf('category', { meta_title: 'Jackets' })).toBe('Jackets | Northwind Outfitters');
    expect(titleOf('collection', { title: 'New arrivals', meta_title: null })).toBe(
      'New arrivals | Northwind Outfitters',
    );
    // /shop-online/{slug}: the shop narrowed to a category
    expect(titleOf('shop', { meta_title: 'Jackets' })).toBe('Jackets | Northwind Outfitters');
    // a title that names the store already keeps its own wording
    expect(titleOf('category', { meta_title: 'Jackets | Northwind Outfitters' })).toBe(
      'Jackets | Northwind Outfitters',
    );
    expect(titleOf('shop', { meta_title: 'Northwind Outfitters: everything' })).toBe(
      'Northwind Outfitters: everything',
    );
  });

  it('adds a BreadcrumbList for a page under a parent', () => {
    const seo = pageSeo({
      origin: 'https://shop.test',
      location: parsePageLocation('https://shop.test/help/returns'),
      page: page({ slug: 'returns', parent_slug: 'help', title: 'Returns' }),
      pageType: 'page',
      store,
    });
    expect(seo.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ position: 1, name: 'Home', item: 'https://shop.test/' }),
          expect.objectContaining({ position: 2, item: 'https://shop.test/help' }),
          expect.objectContaining({ position: 3, name: 'Returns' }),
        ],
      }),
    ]);
  });

  it('keeps account pages and stores with indexing off out of search results', () => {
    const account = pageSeo({
      origin: 'https://shop.test',
      location: parsePageLocation('https://shop.test/account/reset-password/a%40b.c/t'),
      page: page({ title: 'Account Overview' }),
      pageType: 'account',
      store,
      titleOverride: 'Reset Password',
    });
    expect(account).toMatchObject({ robots: 'noindex, nofollow', title: 'Reset Password' });
    const hidden = readInitialValues({
      storefront: { ...store.storefront, enable_indexing: false },
    }).values;
    expect(
      pageSeo({
        origin: 'https://shop.test',
        location: parsePageLocation('https://shop.test/about-us'),
        page: page(),
        pageType: 'page',
        store: hidden,
      }).robots,
    ).toBe('noindex, nofollow');
  });
});

describe('canonicalUrl', () => {
  it('drops query and trailing slash except the parameters that name the content', () => {
    expect(canonicalUrl('https://shop.test', parsePageLocation('/blogs/a/?page=2'), 'blog')).toBe(
      'https://shop.test/blogs/a',
    );
  });

  it('stays on the origin for a path that starts with two slashes', () => {
    expect(
      canonicalUrl(
        'https://shop.test',
        parsePageLocation('//evil.test/x/product/y?sku=S'),
        'product',
      ),
    ).toBe('https://shop.test/evil.test/x/product/y?sku=S');
  });
});

describe('seoMeta', () => {
  it('turns the SEO into title, meta, canonical link, social tags and JSON-LD', () => {
    const tags = seoMeta({
      title: 'T',
      description: 'D',
      canonical: 'https://shop.test/',
      robots: 'noindex, nofollow',
      image: 'https://shop.test/i.svg',
      siteName: 'S',
      type: 'website',
      jsonLd: [{ '@type': 'WebSite' }],
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'T' },
        { name: 'description', content: 'D' },
        { name: 'robots', content: 'noindex, nofollow' },
        { tagName: 'link', rel: 'canonical', href: 'https://shop.test/' },
        { property: 'og:image', content: 'https://shop.test/i.svg' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { 'script:ld+json': { '@type': 'WebSite' } },
      ]),
    );
  });
});
