import type { Locator, Page } from '@playwright/test';
import { ProductPage } from './pages/product-page.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';
import { requestsTo } from './support/held-requests.ts';
import { hydrated, isHydrated, reached } from './support/hydrated.ts';
import { fewestCards, watchFewestCards } from './support/listing-cards.ts';
import { updateSettings } from './support/store-admin.ts';

// Catalogue: grids, listings with filters, sort and 'Load more' in the URL, and the
// header mini-search. Read-only: nothing here changes the store, so it runs beside other specs.

const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The first price of each card, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await products(page).allTextContents();
  return texts.map((text) =>
    Number(/₹([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN),
  );
}

/** The listing's own code (decision 0017: a guest's listing loads it on intent). */
const LISTING_CODE = /\/assets\/ListingBody-[^/]*\.js$/;

/** Ticks a filter value: the box is ticked at once, the URL follows when the page is loaded. */
async function check(group: Locator, name: string) {
  const box = group.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  await reached(box);
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * Types `text` into the mini-search until suggestions show in `within`. The search hydrates once
 * the shopper points at it; text typed while React is still taking the input over can be reset, so the
 * typing is repeated (at most a few seconds) rather than raced against hydration.
 */
async function typeUntilSuggested(search: Locator, text: string, within: Locator) {
  // the search's code loads when the shopper points at it (decision 0017)
  await search.hover();
  await hydrated(search);
  await expect(async () => {
    await search.fill(text);
    await expect(within.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

// A stored cookie choice, so the consent banner (tested in its own spec) stays out of the way.
test.beforeEach(async ({ context, baseURL }) => {
  const choice = { state: { preferences: [{ id: 'necessary', accepted: true }] }, version: 1 };
  await context.addCookies([
    {
      name: 'sf_cookie_consent',
      value: encodeURIComponent(JSON.stringify(choice)),
      url: baseURL ?? 'http://localhost',
    },
  ]);
});

test.describe('listings', () => {
  test('home → category → filters, sort and load more in the URL → back restores them → chips', async ({
    page,
  }) => {
    test.setTimeout(90_000); // a dozen navigations, each checked
    await page.goto('/');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await expect(
      page.getByRole('region', { name: 'Best sellers' }).getByRole('article'),
    ).toHaveCount(8);
    await expectAccessible(page);

    await categories.getByRole('link', { name: /^Jackets/ }).click();
    await expect(page).toHaveURL(/\/product-category\/jackets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jackets' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await expect(products(page)).toHaveCount(8);
    await expect(page.getByRole('status').filter({ hasText: /^12 products$/ })).toBeVisible();
    await expectAccessible(page);

    // filter by four brands, one click (and one URL) at a time
    const brand = filters(page).getByRole('group', { name: 'Brand' });
    for (const [name, param] of [
      ['Northwind', 'northwind'],
      ['Monsoon Gear', 'monsoon-gear'],
      ['Ridgeline', 'ridgeline'],
      ['Trailhead', 'trailhead'],
    ] as const) {
      await check(brand, name);
      await expect(page).toHaveURL(new RegExp(`brand=${param}`));
    }
    await expect(page.getByRole('status').filter({ hasText: /^9 products$/ })).toBeVisible();

    const price = filters(page).getByRole('group', { name: 'Price' });
    await price.getByRole('spinbutton', { name: 'Min' }).fill('1000');
    await price.getByRole('spinbutton', { name: 'Max' }).fill('25000');
    await price.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/price_min=1000&price_max=25000/);
    const chips = page.getByRole('list', { name: 'Selected filters' });
    await expect(chips.getByRole('button', { name: /^Remove filter Price/ })).toHaveText(
      /₹1,000.00 – ₹25,000.00/,
    );
    // the pointer leaves the button it pressed (the theme's hover colours are not under test)
    await page.mouse.move(0, 0);
    await expectAccessible(page);

    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(products(page)).toHaveCount(8);
    const sorted = await cardPrices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(products(page)).toHaveCount(9);
    await expect(page.getByText('Showing 9 of 9 products')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // the page step replaced its entry: Back returns to the filters before the sort
    await page.goBack();
    await expect(page).toHaveURL(
      /\/product-category\/jackets\?brand=northwind&brand=monsoon-gear&brand=ridgeline&brand=trailhead&price_min=1000&price_max=25000$/,
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    await expect(brand.getByRole('checkbox', { name: /^Northwind/ })).toBeChecked();
    await expect(price.getByRole('spinbutton', { name: 'Min' })).toHaveValue('1000');
    // four brands, the price range and 'Clear all'
    await expect(chips.getByRole('button')).toHaveCount(6);
    await page.goBack();
    await expect(page).toHaveURL(/brand=trailhead$/);
    await expect(chips.getByRole('button', { name: /^Remove filter Price/ })).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(/price_max=25000$/);

    await chips.getByRole('button', { name: 'Remove filter Brand: Northwind' }).click();
    await expect(page).not.toHaveURL(/brand=northwind/);
    await expect(brand.getByRole('checkbox', { name: /^Northwind/ })).not.toBeChecked();
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/product-category\/jackets$/);
    await expect(chips).toHaveCount(0);
    await expect(products(page)).toHaveCount(8);
  });

  test('a guest’s listing loads its code when reached for, and a first tick of a filter counts', async ({
    page,
  }) => {
    const listing = requestsTo(page, LISTING_CODE);
    await page.goto('/shop-online');
    await expect(products(page)).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    // the whole listing is there without its code
    expect(listing).toEqual([]);
    const northwind = filters(page)
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox', { name: /^Northwind/ });
    expect(await isHydrated(northwind)).toBe(false);

    // the shopper's click loads it, and is not lost
    await northwind.click();
    await expect(page).toHaveURL(/\/shop-online\?brand=northwind$/);
    await expect(northwind).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /^15 products$/ })).toBeVisible();
    expect(listing.length).toBeGreaterThan(0);
  });

  test('the grid width a shopper chose shows on their next visit without their reaching for it', async ({
    page,
  }) => {
    await page.goto('/shop-online');
    const columns = page.getByRole('group', { name: 'Columns' });
    const two = columns.getByRole('button', { name: '2 columns' });
    await two.click();
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    const grid = page.getByRole('list', { name: 'Products' });
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+$/);

    // the pointer rests outside the listing, where it cannot reach for it
    await page.mouse.move(0, 0);
    await page.reload();
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+$/);
    await expect(columns.getByRole('button', { name: '4 columns' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a category reached from the menu replaces the one shown without a blank moment', async ({
    page,
  }) => {
    await page.goto('/product-category/jackets');
    await expect(products(page)).toHaveCount(8);
    await watchFewestCards(page);
    // the shopper never reaches for the listing: the menu's link is all they touch
    const footwear = page.getByRole('banner').getByRole('link', { name: 'Footwear', exact: true });
    await footwear.click();
    await expect(page).toHaveURL(/\/product-category\/footwear$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Footwear' })).toBeVisible();
    await expect(products(page)).toHaveCount(8);
    expect(await fewestCards(page)).toBeGreaterThan(0);
  });

  test('an empty result says so and clears its filters', async ({ page }) => {
    await page.goto('/product-category/tents?price_max=500');
    await expect(
      page.getByRole('heading', { name: 'No products match these filters' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear all' }).last().click();
    await expect(page).toHaveURL(/\/product-category\/tents$/);
    await expect(products(page)).toHaveCount(8);
  });

  test('the filters open in a drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop-online');
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await reached(open);
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await check(drawer.getByRole('group', { name: 'Brand' }), 'Northwind');
    await expect(page).toHaveURL(/\/shop-online\?brand=northwind$/);
    await expect(drawer.getByRole('button', { name: 'Show 15 products' })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Show 15 products' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('shop-all arrives complete in the server’s HTML, images sized and lazy below the fold', async ({
    request,
  }) => {
    const response = await request.get('/shop-online');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // the listing is in the document as served, before any script file has loaded, and in place:
    // not in a hidden segment that a script moves in later (which would shift the layout)
    expect(html.match(/data-product-card="/g)).toHaveLength(12);
    expect(html).not.toContain('<div hidden id="S:');
    expect(html).toMatch(/<h1[^>]*>Shop all<\/h1>/);
    expect(html).toContain('64 products');
    expect(html).toContain('Sort by');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const images = [...html.matchAll(/<img [^>]*data-base=""[^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(12);
    for (const image of images) expect(image).toMatch(/width="400" height="\d+"/);
    expect(
      images.filter((image) => image.includes('loading="lazy"')).length,
    ).toBeGreaterThanOrEqual(8);
    // the filtered, sorted result is rendered on the server too
    const filtered = await (
      await request.get('/shop-online?brand=northwind&sort=price-asc')
    ).text();
    expect(filtered).toContain('15 products');
    expect(filtered).toContain('aria-label="Remove filter Brand: Northwind"');
  });

  test('with JavaScript off, shop-all still shows its products', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(baseURL && { baseURL }),
    });
    const page = await context.newPage();
    await page.goto('/shop-online');
    await expect(products(page)).toHaveCount(12);
    await expect(products(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all' })).toBeVisible();
    await context.close();
  });

  test('a malformed filter URL still renders the listing, ignoring what it cannot read', async ({
    page,
  }) => {
    const response = await page.goto(
      '/shop-online?brand=%%%&brand=Not%20A%20Slug&price_min=abc&price_max=-1&sort=cheapest&page=-3&attr.%3Cx%3E=1&colour=',
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all' })).toBeVisible();
    await expect(products(page)).toHaveCount(12);
    await expect(page.getByRole('list', { name: 'Selected filters' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an unknown category is the 404 page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(responseError(404, '/product-category/no-such-category'));
    const response = await page.goto('/product-category/no-such-category');
    expect(response?.status()).toBe(404);
  });
});

// The store's pagination setting changes every listing: @store-state runs it alone.
test.describe('a listing that scrolls for more', { tag: '@store-state' }, () => {
  test.afterEach(async ({ request }) => {
    await updateSettings(request, { catalogue_pagination: 'load-more' });
  });

  test('a guest scrolling to its end gets the next page without reaching for anything', async ({
    page,
    request,
  }) => {
    await updateSettings(request, { catalogue_pagination: 'infinite' });
    const listing = requestsTo(page, LISTING_CODE);
    await page.goto('/shop-online');
    await expect(products(page)).toHaveCount(12);
    await page.waitForLoadState('networkidle');
    expect(listing).toEqual([]);

    // only scrolling: the pointer rests at the top of the page, and nothing has focus
    await page.mouse.move(0, 0);
    await page.getByText('Showing 12 of 64 products').scrollIntoViewIfNeeded();
    await expect(products(page)).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 64 products')).toBeVisible();
    expect(listing.length).toBeGreaterThan(0);
  });
});

test.describe('search', () => {
  test('the mini-search suggests as you type, keyboard first, and Enter shows the results', async ({
    page,
  }) => {
    test.setTimeout(60_000); // two searches, a product page and two accessibility scans
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    const list = page.getByRole('listbox');
    await typeUntilSuggested(search, 'rain', list.getByRole('group', { name: 'Products' }));
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('group', { name: 'Categories' })).toContainText('Rain jackets');
    await expectAccessible(page);

    await search.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(new ProductPage(page).name).toBeVisible();

    await page.goto('/');
    await typeUntilSuggested(search, 'rain jacket', list);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=rain%20jacket$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for “rain jacket”' }),
    ).toBeVisible();
    await expect(products(page).first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue(
      'rain jacket',
    );
    await expectAccessible(page);

    // the results have the shop's filters and sort
    await check(filters(page).getByRole('group', { name: 'Brand' }), 'Monsoon Gear');
    await expect(page).toHaveURL(/\/search\?q=rain\+jacket&brand=monsoon-gear$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name: A to Z' });
    await expect(page).toHaveURL(/sort=name-asc$/);
    await expect(page.getByRole('list', { name: 'Selected filters' })).toContainText(
      'Monsoon Gear',
    );
  });

  test('a search from the header shows its results where the listing was never reached for', async ({
    page,
  }) => {
    await page.goto('/search?q=tent');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for “tent”' }),
    ).toBeVisible();
    // the page's listing waits for the shopper, who turns to the header's search instead
    await expect(products(page).first()).toBeVisible();
    await watchFewestCards(page);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await typeUntilSuggested(search, 'rain jacket', page.getByRole('listbox'));
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=rain%20jacket$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Search results for “rain jacket”' }),
    ).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue(
      'rain jacket',
    );
    await expect(products(page).first()).toContainText(/rain/i);
    // the listing went from one result to the next without a blank moment
    expect(await fewestCards(page)).toBeGreaterThan(0);
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto('/search?q=zzzzqq');
    await expect(page.getByRole('heading', { name: 'No results for “zzzzqq”' })).toBeVisible();
    await expectAccessible(page);
  });
});
