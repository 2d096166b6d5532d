import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { ProductPage } from './pages/product-page.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';
import { holdRequests, requestsTo } from './support/held-requests.ts';
import { isHydrated, reached } from './support/hydrated.ts';

// Product page: variants in the URL, pincode check, reviews with 'Load more', add to
// cart with its 2-second indicator, quick view from a card, recently viewed across a reload, and
// the 404 of an unknown product. It writes reviews and fills its own carts (each test has its own
// browser context), so it runs beside the other specs without touching what they read.

const FLEECE = 'northwind-classic-fleece';

/**
 * Gives the fleece more than one page of written reviews (it has 2): 9 new customers register
 * and review it through the API, as shoppers would. Idempotent enough for a rerun on the same
 * server: more reviews only make more pages.
 */
async function reviewFleece(baseURL: string) {
  const products = await playwrightRequest.newContext({ baseURL });
  const { data } = await (
    await products.get('/api/product/single-product/northwind-classic-fleece')
  ).json();
  await products.dispose();
  const run = Date.now().toString().slice(-6);
  const contexts: APIRequestContext[] = [];
  try {
    for (let index = 0; index < 9; index++) {
      const customer = await playwrightRequest.newContext({ baseURL });
      contexts.push(customer);
      const registered = await customer.post('/api/auth/register', {
        data: {
          first_name: `Reviewer${index}`,
          last_name: 'Trail',
          phone: `7${run}${String(index).padStart(3, '0')}`,
          email: `e2e-reviewer-${run}-${index}@northwind.test`,
          password: 'Trail@1234',
        },
      });
      expect(registered.status(), await registered.text()).toBeLessThan(300);
      const reviewed = await customer.post('/api/plugins/review/rate-product', {
        data: {
          product_id: data.product.id,
          rating: 5,
          title: `Warm on the ridge ${index}`,
          review: 'Kept me warm on a windy ridge walk.',
        },
      });
      expect(reviewed.status(), await reviewed.text()).toBe(201);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
}

test.describe('product page', () => {
  test('arrives complete from the server, with ?sku= honoured and JSON-LD', async ({ request }) => {
    const response = await request.get(ProductPage.path(FLEECE, 'NW-JKT-009-RED-XXL'));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Northwind Classic Fleece<\/h1>/);
    expect(html).toContain('NW-JKT-009-RED-XXL');
    expect(html).toContain('₹2,199.00');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? 'null')).toMatchObject({
      '@type': 'Product',
      sku: 'NW-JKT-009-RED-XXL',
      offers: { '@type': 'Offer', price: '2199.00', priceCurrency: 'INR' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
    // the first page of reviews is in the HTML too
    expect(html).toContain('Customer reviews');
  });

  test('choose colour and size → pincode → reviews and Load more → add to cart for 2 seconds', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await reviewFleece(baseURL ?? '');
    const product = new ProductPage(page);
    await product.open(FLEECE);
    await expect(product.name).toBeVisible();
    await expect(product.name).toHaveText('Northwind Classic Fleece');
    await expectAccessible(page);

    // colour and size: sku, price and URL follow, without a new history entry
    await product.chooseVariant('Colour', 'Red');
    await product.chooseVariant('Size', 'XXL');
    await expect(product.sku).toHaveText('NW-JKT-009-RED-XXL');
    await expect(product.price).toContainText('₹2,199.00');
    await expect(page).toHaveURL(/\?sku=NW-JKT-009-RED-XXL$/);
    await product.chooseVariant('Size', 'M');
    await expect(product.sku).toHaveText('NW-JKT-009-RED-M');
    await expect(product.price).toContainText('₹1,999.00');
    await expect(page).toHaveURL(/\?sku=NW-JKT-009-RED-M$/);

    // pincode: serviceable, then not
    await expect(await product.checkDelivery('560001')).toContainText('Delivery in 2 days');
    await expect(await product.checkDelivery('999999')).toContainText(
      'Sorry, we do not deliver to this pincode yet',
    );

    // reviews, 10 a page (spec §9)
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    const list = reviews.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('article')).toHaveCount(10);
    await expect(reviews.getByRole('list', { name: 'Reviews by rating' })).toBeVisible();
    await reviews.getByRole('button', { name: 'Load more reviews' }).click();
    await expect(list.getByRole('article')).toHaveCount(11);
    await expect(reviews.getByRole('button', { name: 'Load more reviews' })).toHaveCount(0);
    await expectAccessible(page);

    // add to cart: the indicator shows, then clears after 2 seconds
    await product.addToCart();
    await expect(product.added).toBeHidden({ timeout: 4_000 });
    const cart = await (await page.request.get('/api/cart/get')).json();
    expect(cart.data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ sku: 'NW-JKT-009-RED-M', quantity: 1 })]),
    );
  });

  test('a guest’s details load their code when reached for, and a first click on Add to cart counts', async ({
    page,
  }) => {
    const details = requestsTo(page, /\/assets\/(?:ProductMainDetails|ProductDetails)-[^/]*\.js$/);
    const product = new ProductPage(page);
    await product.open(FLEECE, { sku: 'NW-JKT-009-RED-M' });
    await product.ready();
    await page.waitForLoadState('networkidle');
    // the whole page is there without them, and the visit is remembered already
    expect(details).toEqual([]);
    expect(await isHydrated(product.addToCartButton)).toBe(false);
    await expect(product.name).toHaveText('Northwind Classic Fleece');
    await expect(product.addToCartButton).toBeVisible();
    const remembered = await page.evaluate(() => JSON.stringify(localStorage));
    expect(remembered).toContain(FLEECE);

    // the shopper's click loads them, and is not lost
    await product.addToCartButton.click();
    await expect(product.added).toBeVisible();
    expect(details.length).toBeGreaterThan(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();
  });

  test('a guest’s wishlist heart asks them to log in and remembers the product', async ({
    page,
  }) => {
    const product = new ProductPage(page);
    await product.open(FLEECE);
    await product.addToWishlist();
    // the login dialog opens in place; logging in comes back here (tests/e2e/auth.spec.ts)
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/northwind-classic-fleece$/);
  });

  test('quick view from a card adds to cart', async ({ page }) => {
    await page.goto('/product-category/accessories');
    const card = page.locator('[data-product-card="summit-peak-head-torch-400"]');
    const quickView = card.getByRole('button', { name: /^Quick view/ });
    // a guest's listing loads its code when reached for (decision 0017)
    await reached(quickView);
    await quickView.click();
    const dialog = page.getByRole('dialog', { name: 'Summit Peak Head Torch 400' });
    await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
    const cart = await (await page.request.get('/api/cart/get')).json();
    expect(
      cart.data.items.map((item: { product: { slug: string } }) => item.product.slug),
    ).toContain('summit-peak-head-torch-400');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(quickView).toBeFocused();
  });

  test('recently viewed lists the visited products, newest first, after a reload', async ({
    page,
  }) => {
    const product = new ProductPage(page);
    for (const slug of ['basic-head-torch', 'merino-neck-gaiter']) {
      await product.open(slug);
      // the visit is recorded once the page is the browser's
      await product.ready();
    }
    // the section is at the foot of the page: it fills in as the shopper scrolls down to it
    const scrollToFoot = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await product.open(FLEECE);
    await scrollToFoot();
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    const names = recent.getByRole('heading', { level: 3 });
    await expect(names).toHaveText(['Merino Neck Gaiter', 'Basic Head Torch']);
    await page.reload();
    await scrollToFoot();
    await expect(names).toHaveText(['Merino Neck Gaiter', 'Basic Head Torch']);
    await expectAccessible(page);
  });

  test('the size chart opens from its button, even clicked before its code has arrived', async ({
    page,
  }) => {
    // the button is in the server's HTML; its code loads when the shopper reaches for it
    const release = await holdRequests(page, /\/SizeChartButton-[^/]*\.js$/);
    await new ProductPage(page).open(FLEECE);
    const button = page.getByRole('button', { name: 'Size chart' }).first();
    await button.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Clothing sizes' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('rowheader', { name: 'XL', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a pincode typed and checked before the check’s code has arrived is checked once it has', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/PincodeCheck-[^/]*\.js$/);
    const product = new ProductPage(page);
    await product.open(FLEECE);
    await reached(product.addToCartButton);
    const form = page.getByRole('form', { name: 'Check delivery' });
    const field = form.getByRole('textbox', { name: 'Check delivery to your pincode' });
    await field.click();
    await field.pressSequentially('560001');
    await field.press('Enter');
    await expect(form.getByRole('status')).toHaveText('');
    expect(await isHydrated(field)).toBe(false);
    release();
    await expect(form.getByRole('status')).toContainText('Delivery in 2 days');
    await expect(field).toHaveValue('560001');
    expect(page.url()).not.toContain('pincode=');
  });

  test('an unknown product is the 404 page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(responseError(404, '/product/no-such-product-here'));
    const response = await new ProductPage(page).open('no-such-product-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    await expectAccessible(page);
  });
});
