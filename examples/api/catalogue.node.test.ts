import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  categoryGridSchema,
  categoryTreeSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  type ProductCard,
  type ProductFilters,
  type ProductListingRequest,
  productFacetsSchema,
  productGridSchema,
  productListingSchema,
  searchProductsSchema,
  searchSuggestionsSchema,
  singleProductSchema,
  tagListSchema,
} from '../../schemas/api/index.ts';
import { createReferenceApi, type ReferenceApi } from './index.ts';
import { json, listen, request, type Served } from './testing/http.ts';
import { seededSnapshot } from './testing/snapshot.ts';

// The demo catalogue: 65 products, one of them a draft.
const PUBLISHED_PRODUCTS = 64;

describe('catalogue API over HTTP', () => {
  let api: ReferenceApi;
  let server: Served;

  beforeAll(async () => {
    api = await createReferenceApi({ snapshot: await seededSnapshot(), dataDir: 'memory://' });
    server = await listen(api.app);
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  const read = async <S extends z.ZodType>(schema: S, path: string, init?: RequestInit) => {
    const { status, body } = await request(server.url, path, init);
    expect(status, JSON.stringify(body)).toBe(200);
    const { data } = envelopeSchema(z.unknown()).parse(body);
    return schema.parse(data);
  };
  const list = (path: string, body: ProductListingRequest = {}) =>
    read(productListingSchema, path, json('POST', body));
  const shop = (body: ProductListingRequest = {}) => list('/api/shop/shop-online', body);
  const facets = (id: string, filters: ProductFilters = {}) =>
    read(
      productFacetsSchema,
      `/api/product/filters/all/${id}?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    );
  const product = async (key: string) =>
    (await read(singleProductSchema, `/api/product/single-product/${key}`)).product;
  const failing = async (path: string, init?: RequestInit) => {
    const { status, body } = await request(server.url, path, init);
    return { status, body: errorEnvelopeSchema.parse(body) };
  };
  const prices = (products: ProductCard[]) => products.map((p) => p.channel.selling_price);

  describe('shop listing', () => {
    it('pages through every published product without repeats, 12 per page by default', async () => {
      const first = await shop();
      expect(first.pagination).toEqual({
        page: 1,
        per_page: 12,
        total: PUBLISHED_PRODUCTS,
        last_page: 6,
      });
      const seen = new Set<number>();
      for (let page = 1; page <= 6; page += 1) {
        const { products } = await shop({ page, sort: 'name-asc' });
        for (const card of products) seen.add(card.id);
      }
      expect(seen.size).toBe(PUBLISHED_PRODUCTS);
      const beyond = await shop({ page: 7 });
      expect(beyond.products).toEqual([]);
      expect(beyond.pagination.total).toBe(PUBLISHED_PRODUCTS);
    });

    it('never lists a draft', async () => {
      const { products } = await shop({ per_page: 48, filters: { category: ['rain-jackets'] } });
      expect(products.map((p) => p.slug)).not.toContain('prototype-alpine-shell');
    });

    it('sorts by price, name, rating and newest', async () => {
      const byPrice = await shop({ per_page: 48, sort: 'price-asc' });
      expect(prices(byPrice.products)).toEqual([...prices(byPrice.products)].sort((a, b) => a - b));
      const byPriceDesc = await shop({ per_page: 48, sort: 'price-desc' });
      expect(prices(byPriceDesc.products)).toEqual(
        [...prices(byPriceDesc.products)].sort((a, b) => b - a),
      );
      expect(byPriceDesc.products[0]?.channel.selling_price).toBeGreaterThan(
        byPrice.products[0]?.channel.selling_price ?? Number.POSITIVE_INFINITY,
      );

      const names = (await shop({ per_page: 48, sort: 'name-asc' })).products.map((p) => p.name);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      const namesDesc = (await shop({ per_page: 48, sort: 'name-desc' })).products.map(
        (p) => p.name,
      );
      expect(namesDesc[0]?.localeCompare(namesDesc.at(-1) ?? '')).toBeGreaterThan(0);

      const ratings = (await shop({ per_page: 48, sort: 'rating' })).products.map(
        (p) => p.rating.average,
      );
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

      // New arrivals are the most recently added products.
      const newest = await shop({ per_page: 5, sort: 'newest' });
      for (const card of newest.products) expect(card.labels.map((l) => l.name)).toContain('New');
    });

    it('answers cards with price, stock, images, labels and swatches', async () => {
      const { products } = await shop({ per_page: 48 });
      const jacket = products.find((p) => p.slug === 'monsoon-pro-rain-jacket');
      expect(jacket).toMatchObject({
        brand: { slug: 'monsoon-gear', name: 'Monsoon Gear' },
        category: { slug: 'rain-jackets' },
        channel: { sku: 'NW-JKT-001', selling_price: 5499, mrp: 6999, is_in_stock: true },
        labels: [{ name: 'Sale' }],
        has_variants: true,
      });
      expect(jacket?.base_image?.src).toMatch(/^\/api\/media\/product-jacket-\w+\.svg$/);
      expect(jacket?.hover_image).not.toBeNull();
      expect(jacket?.colours.map((c) => c.hex)).toEqual(['#1e3a8a', '#b91c1c', '#166534']);
      const unbranded = products.find((p) => p.slug === 'drizzle-lite-poncho-jacket');
      expect(unbranded?.brand).toBeNull();
      expect(unbranded?.hover_image).toBeNull();
    });
  });

  describe('filters and facets', () => {
    it('narrows by brand, and the brand facet counts the other brands too', async () => {
      const filters = { brand: ['northwind'] };
      const listing = await shop({ per_page: 48, filters });
      expect(listing.pagination.total).toBeGreaterThan(5);
      expect(listing.pagination.total).toBeLessThan(PUBLISHED_PRODUCTS);
      for (const card of listing.products) expect(card.brand?.slug).toBe('northwind');

      const facet = await facets('shop-online', filters);
      expect(facet.total).toBe(listing.pagination.total);
      const brand = (slug: string) => facet.brands.find((b) => b.value === slug);
      expect(brand('northwind')?.count).toBe(listing.pagination.total);
      // The brand filter itself is left out of the brand counts: choosing a second brand adds.
      const both = await shop({ filters: { brand: ['northwind', 'trailhead'] } });
      expect(both.pagination.total).toBe(
        (brand('northwind')?.count ?? 0) + (brand('trailhead')?.count ?? 0),
      );
      // Every other facet counts only Northwind products.
      const sumOf = (values: { count: number }[]) => values.reduce((n, v) => n + v.count, 0);
      expect(sumOf(facet.labels)).toBeLessThanOrEqual(listing.pagination.total);
      const leafCategories = facet.categories.filter(
        (c) => !['jackets', 'footwear', 'backpacks'].includes(c.value),
      );
      expect(sumOf(leafCategories)).toBe(listing.pagination.total);
    });

    it('combines filters: every filter narrows, values within one filter widen', async () => {
      const tagged = await shop({ filters: { tags: ['waterproof'] } });
      const taggedAndLabelled = await shop({ filters: { tags: ['waterproof'], label: ['Sale'] } });
      expect(taggedAndLabelled.pagination.total).toBeLessThan(tagged.pagination.total);
      expect(taggedAndLabelled.pagination.total).toBeGreaterThan(0);
      for (const card of taggedAndLabelled.products) {
        expect(card.labels.map((l) => l.name)).toEqual(['Sale']);
      }
      const facet = await facets('shop-online', { tags: ['waterproof'], label: ['Sale'] });
      expect(facet.total).toBe(taggedAndLabelled.pagination.total);
      expect(facet.labels.find((l) => l.value === 'Sale')?.count).toBe(facet.total);
    });

    it('filters by a price range on the selling price, and the price facet ignores it', async () => {
      const listing = await shop({ per_page: 48, filters: { price: { min: 1000, max: 3000 } } });
      expect(listing.pagination.total).toBeGreaterThan(0);
      for (const price of prices(listing.products)) {
        expect(price).toBeGreaterThanOrEqual(1000);
        expect(price).toBeLessThanOrEqual(3000);
      }
      const all = await facets('shop-online');
      const narrowed = await facets('shop-online', { price: { min: 1000, max: 3000 } });
      expect(narrowed.price).toEqual(all.price);
      expect(all.price.min).toBe(499);
      expect(narrowed.total).toBe(listing.pagination.total);
    });

    it('filters by colour and size on the same variant', async () => {
      const filters = { variable: { colour: ['black'], size: ['uk-8'] } };
      const listing = await list('/api/product/product-category/footwear', { filters });
      expect(listing.pagination.total).toBeGreaterThan(0);
      for (const card of listing.products) {
        const detail = await product(card.slug);
        expect(
          detail.variants.some((v) => v.options.colour === 'black' && v.options.size === 'uk-8'),
          card.slug,
        ).toBe(true);
      }
      const facet = await facets('footwear', filters);
      expect(facet.total).toBe(listing.pagination.total);
      const colour = facet.variables.find((f) => f.name === 'colour');
      expect(colour?.values.find((v) => v.value === 'black')).toMatchObject({
        label: 'Black',
        hex: '#1f2937',
        count: listing.pagination.total,
      });
      const sizes = facet.variables.find((f) => f.name === 'size')?.values.map((v) => v.value);
      expect(sizes).toEqual(['uk-6', 'uk-7', 'uk-8', 'uk-9', 'uk-10', 'uk-11']);
    });

    it('filters by a fixed attribute', async () => {
      const listing = await shop({
        per_page: 48,
        filters: { attribute: { material: ['Merino wool'] } },
      });
      expect(listing.pagination.total).toBeGreaterThan(2);
      const material = (await facets('shop-online')).attributes.find((a) => a.name === 'material');
      expect(material?.values.find((v) => v.value === 'Merino wool')?.count).toBe(
        listing.pagination.total,
      );
    });

    it('ignores unknown filter names and refuses malformed values with field errors', async () => {
      const plain = await shop();
      const unknown = await shop({ filters: { colourful: ['yes'] } } as ProductListingRequest);
      expect(unknown.pagination.total).toBe(plain.pagination.total);

      const bad = await failing(
        '/api/shop/shop-online',
        json('POST', { filters: { price: { min: 'cheap' }, brand: 'northwind' } }),
      );
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toMatchObject({
        'filters.price.min': ['The value must be numeric'],
        'filters.brand': [expect.any(String)],
      });
      const range = await failing(
        '/api/shop/shop-online',
        json('POST', { filters: { price: { min: 10, max: 5 } } }),
      );
      expect(range.body.errors?.['filters.price.min']).toEqual([
        'The minimum price must not exceed the maximum price',
      ]);
      const tooMany = await failing('/api/shop/shop-online', json('POST', { per_page: 100 }));
      expect(tooMany.status).toBe(422);
      expect(Object.keys(tooMany.body.errors ?? {})).toEqual(['per_page']);

      const notJson = await failing('/api/product/filters/all/shop-online?filters=%7Bbrand');
      expect(notJson.status).toBe(422);
      expect(notJson.body.errors).toEqual({ filters: ['The value must be valid JSON'] });
    });
  });

  describe('category and collection pages', () => {
    it('lists a category with its subcategories and a breadcrumb', async () => {
      const footwear = await list('/api/product/product-category/footwear', { per_page: 48 });
      const boots = await list('/api/product/product-category/hiking-boots', { per_page: 48 });
      const runners = await list('/api/product/product-category/trail-runners', { per_page: 48 });
      expect(footwear.category?.children.map((c) => c.slug)).toEqual([
        'hiking-boots',
        'trail-runners',
      ]);
      expect(footwear.pagination.total).toBeGreaterThan(
        boots.pagination.total + runners.pagination.total,
      );
      expect(boots.category?.breadcrumb.map((c) => c.name)).toEqual(['Footwear', 'Hiking boots']);
      expect(boots.collection).toBeNull();
      for (const card of boots.products) expect(card.category.slug).toBe('hiking-boots');

      // The category facet of a category page shows the subcategories only.
      const facet = await facets('footwear');
      expect(facet.categories.map((c) => c.value)).toEqual(['hiking-boots', 'trail-runners']);
      expect(facet.categories[0]?.count).toBe(boots.pagination.total);

      const byId = await list(`/api/product/product-category/${boots.category?.id}`);
      expect(byId.pagination.total).toBe(boots.pagination.total);
    });

    it('lists a collection and narrows the shop to a category by its slug', async () => {
      const collection = await list('/api/product/product-collection/best-sellers', {
        per_page: 48,
      });
      expect(collection.collection).toMatchObject({ slug: 'best-sellers', name: 'Best sellers' });
      expect(collection.category).toBeNull();
      expect(collection.pagination.total).toBeGreaterThan(5);
      const facet = await facets('best-sellers');
      expect(facet.total).toBe(collection.pagination.total);

      const tents = await list('/api/shop/tents');
      expect(tents.category?.slug).toBe('tents');
    });

    it('answers 404 for unknown slugs', async () => {
      for (const path of [
        '/api/product/product-category/nope',
        '/api/product/product-collection/nope',
        '/api/shop/nope',
      ]) {
        const { status, body } = await failing(path, json('POST', {}));
        expect(status, path).toBe(404);
        expect(body.status).toBe('error');
      }
      expect((await failing('/api/product/filters/all/nope')).status).toBe(404);
    });
  });

  describe('single product', () => {
    it('answers variants with stock and prices, gallery, size chart, meta and social image', async () => {
      const detail = await product('monsoon-pro-rain-jacket');
      expect(detail.variable_attributes.map((a) => a.name)).toEqual(['colour', 'size']);
      expect(detail.variants).toHaveLength(18);
      const xxl = detail.variants.find((v) => v.options.size === 'xxl');
      const small = detail.variants.find((v) => v.options.size === 's');
      expect(xxl?.mrp).toBeGreaterThan(small?.mrp ?? Number.POSITIVE_INFINITY);
      expect(detail.channel.stock).toBe(detail.variants.reduce((sum, v) => sum + v.stock, 0));
      for (const variant of detail.variants) {
        expect(variant.is_in_stock).toBe(variant.stock > 0);
        expect(variant.images[0]?.src).toContain(`-${variant.options.colour}`);
      }
      expect(detail.gallery.length).toBeGreaterThanOrEqual(3);
      expect(detail.gallery[0]).toEqual(detail.base_image);
      expect(detail.size_chart?.rows?.[0]).toEqual([
        'Size',
        'Chest (cm)',
        'Waist (cm)',
        'Hip (cm)',
      ]);
      expect(detail.meta.meta_title).toBe('Monsoon Pro Rain Jacket | Northwind Outfitters');
      expect(detail.social_sharing_image?.src).toBe(detail.base_image?.src);
      expect(detail.description).toContain('<ul>');
      expect(detail.tags.map((t) => t.slug)).toContain('waterproof');
      expect(detail.specifications).toContainEqual({
        name: 'material',
        label: 'Material',
        value: 'Nylon',
      });
      expect(detail.selected_sku).toBeNull();
    });

    it('finds a product by id, sku or variant sku', async () => {
      const bySlug = await product('himal-trekker-boot');
      expect((await product(String(bySlug.id))).slug).toBe('himal-trekker-boot');
      expect((await product(bySlug.channel.sku)).id).toBe(bySlug.id);
      const variantSku = bySlug.variants[1]?.sku ?? '';
      const byVariant = await product(variantSku);
      expect(byVariant.id).toBe(bySlug.id);
      expect(byVariant.selected_sku).toBe(variantSku);
    });

    it('shows out-of-stock products and variants, simple products and the customisation flag', async () => {
      const soldOut = await product('summit-peak-expedition-parka');
      expect(soldOut.channel).toMatchObject({ stock: 0, is_in_stock: false });
      expect(soldOut.variants.every((v) => !v.is_in_stock)).toBe(true);

      const simple = await product('merino-neck-gaiter');
      expect(simple).toMatchObject({ has_variants: false, variants: [], variable_attributes: [] });

      expect((await product('northwind-classic-cap')).is_customisation_enabled).toBe(true);
      expect((await product('trail-bottle-750-ml')).is_customisation_enabled).toBe(true);
      expect((await product('himal-trek-55')).is_customisation_enabled).toBe(false);
    });

    it('answers 404 for a missing product and for a draft unless asked with is_published=false', async () => {
      expect((await failing('/api/product/single-product/nope')).status).toBe(404);
      expect((await failing('/api/product/single-product/prototype-alpine-shell')).status).toBe(
        404,
      );
      const draft = await read(
        singleProductSchema,
        '/api/product/single-product/prototype-alpine-shell?is_published=false',
      );
      expect(draft.product.name).toBe('Prototype Alpine Shell');
      expect((await failing('/api/product/single-product/x?is_published=maybe')).status).toBe(422);
    });

    it('relates up to 8 products of the same category, never the product itself', async () => {
      const detail = await product('northwind-daypack-22');
      const { products } = await read(
        productGridSchema,
        `/api/product/single-product/${detail.id}/related`,
      );
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(8);
      for (const card of products) {
        expect(card.id).not.toBe(detail.id);
        expect(card.category.slug).toBe('daypacks');
      }
      expect((await failing('/api/product/single-product/nope/related')).status).toBe(404);
    });
  });

  describe('grids, categories and tags', () => {
    it('answers a product grid by ids in order, by tag, category or collection', async () => {
      const [first, second] = (await shop({ per_page: 2, sort: 'name-asc' })).products;
      const draft = 999_999;
      const byIds = await read(
        productGridSchema,
        '/api/product/product-grid',
        json('POST', { ids: [second?.id, draft, first?.id] }),
      );
      expect(byIds.products.map((p) => p.id)).toEqual([second?.id, first?.id]);

      const byTag = await read(
        productGridSchema,
        '/api/product/product-grid',
        json('POST', { tag: 'merino', limit: 4 }),
      );
      expect(byTag.products).toHaveLength(4);
      const byCategory = await read(
        productGridSchema,
        '/api/product/product-grid',
        json('POST', { category: 'backpacks', limit: 48 }),
      );
      expect(new Set(byCategory.products.map((p) => p.category.slug))).toEqual(
        new Set(['daypacks', 'trekking-packs']),
      );
      const byCollection = await read(
        productGridSchema,
        '/api/product/product-grid',
        json('POST', { collection: 'new-arrivals' }),
      );
      expect(byCollection.products.length).toBe(8);
    });

    it('answers the category grid with images and counts, and the tree', async () => {
      const top = await read(categoryGridSchema, '/api/category/category-grid', json('POST', {}));
      expect(top.categories.map((c) => c.name)).toEqual([
        'Jackets',
        'Footwear',
        'Backpacks',
        'Tents',
        'Accessories',
        'Base layers',
      ]);
      expect(top.categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(PUBLISHED_PRODUCTS);
      for (const category of top.categories) expect(category.image?.src).toMatch(/\.svg$/);

      const children = await read(
        categoryGridSchema,
        '/api/category/category-grid',
        json('POST', { parent: 'footwear' }),
      );
      expect(children.categories.map((c) => c.slug)).toEqual(['hiking-boots', 'trail-runners']);

      const tree = await read(categoryTreeSchema, '/api/category/all');
      expect(tree.categories).toHaveLength(6);
      expect(tree.categories[0]?.children.map((c) => c.slug)).toEqual([
        'rain-jackets',
        'down-jackets',
        'fleece-jackets',
      ]);
      const jackets = await read(categoryTreeSchema, '/api/category/all?category_id=jackets');
      expect(jackets.categories.map((c) => c.slug)).toEqual(
        tree.categories[0]?.children.map((c) => c.slug),
      );
      expect((await failing('/api/category/all?category_id=nope')).status).toBe(404);
    });

    it('lists tags with their product counts', async () => {
      const { tags } = await read(tagListSchema, '/api/tag/all');
      expect(tags.length).toBeGreaterThanOrEqual(10);
      const merino = tags.find((t) => t.slug === 'merino');
      const listing = await shop({ filters: { tags: ['merino'] } });
      expect(merino?.product_count).toBe(listing.pagination.total);
    });
  });

  describe('search', () => {
    it('suggests up to 6 products and 4 categories, case-insensitively, by name, sku and brand', async () => {
      const jackets = await read(searchSuggestionsSchema, '/api/search/search?query=JACKET');
      expect(jackets.total).toBe(5);
      for (const suggestion of jackets.products) {
        expect(suggestion.name.toLowerCase()).toContain('jacket');
      }
      // Northwind is a brand: its products match whatever their name.
      const brand = await read(searchSuggestionsSchema, '/api/search/search?query=northwind');
      expect(brand.products).toHaveLength(6);
      expect(brand.total).toBeGreaterThan(6);
      // Names starting with the text come first.
      for (const suggestion of brand.products) expect(suggestion.name).toMatch(/^Northwind/);
      const all = await read(
        searchProductsSchema,
        '/api/search/search-products',
        json('POST', { query: 'northwind', per_page: 48 }),
      );
      expect(all.pagination.total).toBe(brand.total);
      expect(all.products.some((p) => !p.name.includes('Northwind'))).toBe(true);

      const boots = await read(searchSuggestionsSchema, '/api/search/search?query=boot');
      expect(boots.categories.map((c) => c.slug)).toContain('hiking-boots');

      const bySku = await read(searchSuggestionsSchema, '/api/search/search?query=nw-tnt-00');
      expect(bySku.total).toBeGreaterThan(0);
      const byBrand = await read(searchSuggestionsSchema, '/api/search/search?query=himal%20works');
      expect(byBrand.total).toBeGreaterThan(3);
    });

    it('answers nothing, not an error, for short or wildcard-only text', async () => {
      for (const query of ['', 'j', '%25%25', '__']) {
        const data = await read(searchSuggestionsSchema, `/api/search/search?query=${query}`);
        expect(data, query).toEqual({ products: [], categories: [], total: 0 });
      }
    });

    it('pages full results with the shop listing shape, filters and facets', async () => {
      const first = await read(
        searchProductsSchema,
        '/api/search/search-products',
        json('POST', { query: ' merino ', per_page: 3 }),
      );
      expect(first.query).toBe('merino');
      expect(first.pagination.total).toBeGreaterThan(3);
      const second = await read(
        searchProductsSchema,
        '/api/search/search-products',
        json('POST', { query: 'merino', per_page: 3, page: 2 }),
      );
      expect(second.products.map((p) => p.id)).not.toContain(first.products[0]?.id);
      const facet = await read(productFacetsSchema, '/api/product/filters/all/search?query=merino');
      expect(facet.total).toBe(first.pagination.total);

      const short = await read(
        searchProductsSchema,
        '/api/search/search-products',
        json('POST', { query: 'm' }),
      );
      expect(short.pagination.total).toBe(0);
    });
  });
});
