import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, singleProductSchema } from '../../schemas/api/index.ts';
import { type TemplateEnvelope, templateEnvelopeSchema } from '../../schemas/template.ts';
import { pathTemplate } from './data/page-templates.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { listen, request, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

// Path-based page types: products, categories, collections, blog posts, the shop and search pick
// their template page by the path, with the page meta of what they show.

describe('pathTemplate', () => {
  it.each([
    ['/product/monsoon-pro-rain-jacket', { template: 'product', key: 'monsoon-pro-rain-jacket' }],
    ['/product/gifts/basic-head-torch', { template: 'product', key: 'basic-head-torch' }],
    ['/product', { template: 'product', key: null }],
    // spec §2: any path containing '/product/' is a product page
    ['/x/product/monsoon-pro-rain-jacket', { template: 'product', key: 'monsoon-pro-rain-jacket' }],
    ['/en/gifts/product/basic-head-torch/', { template: 'product', key: 'basic-head-torch' }],
    ['/about/product', null],
    ['/product-category/product/tents', { template: 'product-category', key: 'tents' }],
    [
      '/product-category/jackets/rain-jackets',
      { template: 'product-category', key: 'rain-jackets' },
    ],
    ['/product-collection/best-sellers', { template: 'product-collection', key: 'best-sellers' }],
    ['/shop-online', { template: 'shop-online', key: null }],
    ['/shop-online/footwear', { template: 'shop-online', key: 'footwear' }],
    ['/search', { template: 'search' }],
    ['/blogs/choosing-your-first-tent', { template: 'blog', key: 'choosing-your-first-tent' }],
    [
      '/blogs/2025/choosing-your-first-tent/',
      { template: 'blog', key: 'choosing-your-first-tent' },
    ],
    ['/blogs', null],
    // a segment that makes a page of its own wins, as in the storefront (spec §2)
    ['/blogs/account', null],
    ['/blogs/product/basic-head-torch', { template: 'product', key: 'basic-head-torch' }],
    ['/about-us', null],
    ['/search/more', null],
    ['/', null],
    [undefined, null],
  ])('reads %s', (path, expected) => {
    expect(pathTemplate(path)).toEqual(expected);
  });
});

describe('templates of path-based pages over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;
  const get = (path: string) => request(server.url, path);
  const template = async (key: string, path: string): Promise<TemplateEnvelope> => {
    const { status, body } = await get(
      `/api/templateBoth/${encodeURIComponent(key)}?path=${encodeURIComponent(path)}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(templateEnvelopeSchema).parse(body).data;
  };
  const expectNotFound = async (key: string, path: string) => {
    const { status, body } = await get(
      `/api/templateBoth/${encodeURIComponent(key)}?path=${encodeURIComponent(path)}`,
    );
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'error', message: 'Page not found', data: null });
  };

  beforeAll(async () => {
    api = await createReferenceApi({ snapshot: await seededSnapshot(), dataDir: 'memory://' });
    server = await listen(api.app);
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  it('answers the product template with the product’s meta and social image', async () => {
    const data = await template('monsoon-pro-rain-jacket', '/product/monsoon-pro-rain-jacket');
    expect(data.page_type).toBe('product');
    expect(data.page).toMatchObject({
      slug: 'monsoon-pro-rain-jacket',
      title: 'Monsoon Pro Rain Jacket',
      meta_title: 'Monsoon Pro Rain Jacket | Northwind Outfitters',
      is_active: true,
    });
    expect(data.page.meta_description).toMatch(/waterproof shell/);
    const single = await get('/api/product/single-product/monsoon-pro-rain-jacket');
    const { product } = envelopeSchema(singleProductSchema).parse(single.body).data;
    expect(data.page.image).toBe(product.social_sharing_image?.src);
    expect(data.component_data.length).toBeGreaterThan(0);
  });

  it('answers the product template for a variant sku key, by the path', async () => {
    const data = await template('NW-JKT-001-NAV-M', '/product/monsoon-pro-rain-jacket');
    expect(data.page.slug).toBe('monsoon-pro-rain-jacket');
  });

  it('answers the product template for a product segment anywhere in the path (spec §2)', async () => {
    const data = await template('monsoon-pro-rain-jacket', '/x/product/monsoon-pro-rain-jacket');
    expect(data.page_type).toBe('product');
    expect(data.page).toMatchObject({
      slug: 'monsoon-pro-rain-jacket',
      title: 'Monsoon Pro Rain Jacket',
    });
    const bySku = await template('NW-JKT-001-NAV-M', '/x/product/monsoon-pro-rain-jacket');
    expect(bySku.page.slug).toBe('monsoon-pro-rain-jacket');
    await expectNotFound('no-such-product', '/x/product/no-such-product');
  });

  it('falls back to the base image when a product has no social image', async () => {
    const data = await template('basic-head-torch', '/product/basic-head-torch');
    const single = await get('/api/product/single-product/basic-head-torch');
    const { product } = envelopeSchema(singleProductSchema).parse(single.body).data;
    expect(product.social_sharing_image).toBeNull();
    expect(data.page.image).toBe(product.base_image?.src);
  });

  it('answers 404 for an unknown or unpublished product and for a bare /product', async () => {
    await expectNotFound('no-such-product', '/product/no-such-product');
    await expectNotFound('prototype-alpine-shell', '/product/prototype-alpine-shell');
    await expectNotFound('product', '/product');
    // the template page is never served by its own key
    await expectNotFound('product', '/about/product');
  });

  it('answers the category template with the category’s name and description', async () => {
    const data = await template('rain-jackets', '/product-category/jackets/rain-jackets');
    expect(data.page_type).toBe('category');
    expect(data.page).toMatchObject({
      slug: 'rain-jackets',
      title: 'Rain jackets',
      meta_title: 'Rain jackets | Northwind Outfitters',
      meta_description: 'Waterproof shells that breathe, from packable to alpine.',
    });
    expect(data.component_data.map((section) => section.key)).toContain('product-listing');
    await expectNotFound('no-such-category', '/product-category/no-such-category');
  });

  it('answers the collection template with the collection’s meta, 404 when unknown', async () => {
    const data = await template('best-sellers', '/product-collection/best-sellers');
    expect(data.page_type).toBe('collection');
    expect(data.page).toMatchObject({
      slug: 'best-sellers',
      title: 'Best sellers',
      meta_title: 'Best sellers | Northwind Outfitters',
    });
    expect(data.page.image).toBe('/api/media/scene-forest.svg');
    await expectNotFound('no-such-collection', '/product-collection/no-such-collection');
  });

  it('answers the shop template for /shop-online and narrowed to a category or collection', async () => {
    const all = await template('shop-online', '/shop-online');
    expect(all.page_type).toBe('shop');
    expect(all.page.slug).toBe('shop-online');
    expect(all.component_data.map((section) => section.key)).toEqual(['product-listing']);
    const footwear = await template('footwear', '/shop-online/footwear');
    expect(footwear.page).toMatchObject({ slug: 'footwear', title: 'Footwear' });
    const summer = await template('summer-trails', '/shop-online/summer-trails');
    expect(summer.page).toMatchObject({ slug: 'summer-trails', title: 'Summer trails' });
    await expectNotFound('nothing-here', '/shop-online/nothing-here');
  });

  it('answers the search template for /search, whatever the query', async () => {
    const data = await template('search', '/search');
    expect(data.page_type).toBe('shop');
    expect(data.page.slug).toBe('search');
    const { status } = await get('/api/templateBoth/search?path=/search&q=%3Cscript%3E');
    expect(status).toBe(200);
  });

  it('answers the blog template with the post’s title, excerpt and cover as its meta', async () => {
    const data = await template('choosing-your-first-tent', '/blogs/choosing-your-first-tent');
    expect(data.page_type).toBe('blog');
    expect(data.page).toMatchObject({
      slug: 'choosing-your-first-tent',
      title: 'Choosing your first tent',
      meta_title: 'Choosing your first tent | Northwind Outfitters',
      meta_description: expect.stringMatching(/^Dome or tunnel/),
      // the cover is the social image (og:image)
      image: '/api/media/scene-night.svg',
      is_active: true,
    });
    expect(data.component_data.map((section) => section.key)).toEqual(['blog-post']);
  });

  it('answers 404 for an unknown or unpublished post and for the bare blog template', async () => {
    await expectNotFound('no-such-post', '/blogs/no-such-post');
    // a draft in the demo store: GET /api/blog/{slug} does not answer it either
    await expectNotFound('first-look-autumn-range', '/blogs/first-look-autumn-range');
    expect((await get('/api/blog/first-look-autumn-range')).status).toBe(404);
    await expectNotFound('blog', '/blog');
    await expectNotFound('blog', '/about/blog');
  });

  it('still answers the blog list by its key', async () => {
    const data = await template('blogs', '/blogs');
    expect(data.page_type).toBe('blogs');
    expect(data.page.slug).toBe('blogs');
    expect(data.component_data.map((section) => section.key)).toEqual(['blog-list']);
  });

  it('still answers other pages by their key', async () => {
    const data = await template('about-us', '/about-us');
    expect(data.page.slug).toBe('about-us');
  });
});
