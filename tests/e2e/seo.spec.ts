import { expect, expectAccessible, test } from './support/fixtures.ts';
import { updateSettings, updateStorefront } from './support/store-admin.ts';

// SEO of the storefront shell: head tags, JSON-LD, robots and sitemap.

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

test.describe('head of the server-rendered HTML', () => {
  test('home has its title, description, canonical, social tags, JSON-LD and theme variables', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/?utm_source=newsletter');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Northwind Outfitters | Clothing and outdoor gear</title>');
    expect(html).toMatch(
      /<meta name="description" content="Jackets, packs, layers and footwear[^"]*"/,
    );
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
    expect(html).toContain(
      '<meta property="og:title" content="Northwind Outfitters | Clothing and outdoor gear"',
    );
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/media\/hero\.svg"/);
    expect(html).not.toMatch(/<meta name="robots"/);

    const jsonLd = jsonLdOf(html);
    expect(jsonLd.map((object) => object['@type'])).toEqual(['Organization', 'WebSite']);
    expect(jsonLd[0]).toMatchObject({ name: 'Northwind Outfitters', url: `${baseURL}/` });
    expect(jsonLd[1]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        'query-input': 'required name=search_term_string',
      },
    });

    // the store theme's variables (themes/), when the theme is rendered in <head>
    const theme = /<style id="sf-theme">([^<]*)<\/style>/.exec(html)?.[1];
    if (theme !== undefined) expect(theme).toContain('--sf-color-theme:');
  });

  test('home is accessible with its head in place', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Northwind Outfitters | Clothing and outdoor gear');
    await expectAccessible(page);
  });

  test('cart and account pages are never indexed; content pages are', async ({ request }) => {
    const cart = await (await request.get('/cart')).text();
    expect(cart).toContain('<meta name="robots" content="noindex, nofollow"');
    const about = await (await request.get('/about-us')).text();
    expect(about).not.toContain('noindex');
    expect(about).toContain('<title>About us | Northwind Outfitters</title>');
  });

  test("category and collection pages are titled '<name> | <store>' like the other pages", async ({
    request,
  }) => {
    const titles: Record<string, string> = {
      '/product-category/jackets': 'Jackets | Northwind Outfitters',
      '/product-collection/new-arrivals': 'New arrivals | Northwind Outfitters',
      '/shop-online/jackets': 'Jackets | Northwind Outfitters',
      '/shop-online/new-arrivals': 'New arrivals | Northwind Outfitters',
      '/shop-online': 'Shop all clothing and gear | Northwind Outfitters',
    };
    for (const [path, title] of Object.entries(titles)) {
      const html = await (await request.get(path)).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(title);
    }
  });
});

test.describe('robots.txt and sitemap.xml', () => {
  test('robots.txt names the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml is an index of paged sitemaps of pages, categories, products and posts', async ({
    request,
    baseURL,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    );
    expect(locations).toContain(`${baseURL}/sitemap.xml?part=pages`);
    expect(locations).toContain(`${baseURL}/sitemap.xml?part=products&page=1`);

    const pages = await (await request.get('/sitemap.xml?part=pages')).text();
    expect(pages).toContain(`<loc>${baseURL}/</loc>`);
    expect(pages).toContain(`<loc>${baseURL}/about-us</loc>`);
    expect(pages).toMatch(/<loc>[^<]+\/product-category\/[a-z-]+<\/loc>/);
    expect(pages).not.toContain('/account');

    const products = await (await request.get('/sitemap.xml?part=products&page=1')).text();
    expect(products).toMatch(/<loc>[^<]+\/product\/[a-z0-9-]+<\/loc>/);
    const blogs = locations.find((location) => location.includes('part=blogs'));
    if (blogs) {
      const posts = await (await request.get(blogs.replace(baseURL ?? '', ''))).text();
      expect(posts).toMatch(/<loc>[^<]+\/blogs\/[a-z0-9-]+<\/loc>/);
    }
    expect((await request.get('/sitemap.xml?part=nope')).status()).toBe(404);
  });
});

test.describe('store-wide SEO switches', { tag: '@store-state' }, () => {
  test('with indexing off every page is noindex, robots.txt disallows all and the sitemap is empty', async ({
    request,
  }) => {
    await updateStorefront(request, { enable_indexing: false });
    try {
      const home = await (await request.get('/')).text();
      expect(home).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(await (await request.get('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain('<loc>');
    } finally {
      await updateStorefront(request, { enable_indexing: true });
    }
  });

  test('JSON-LD stays inert whatever the store name holds', async ({ request }) => {
    const name = 'Northwind </script><script>window.__ldInjected=1</script> & Co';
    await updateSettings(request, { store_name: name });
    try {
      const html = await (await request.get('/')).text();
      expect(html).not.toContain('<script>window.__ldInjected');
      expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'Organization', name });
    } finally {
      await updateSettings(request, { store_name: 'Northwind Outfitters' });
    }
  });
});
