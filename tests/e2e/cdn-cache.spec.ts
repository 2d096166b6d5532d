import type { APIResponse } from '@playwright/test';
import { newShopper } from './pages/login-dialog.ts';
import { ProductPage } from './pages/product-page.ts';
import { expect, test } from './support/fixtures.ts';
import { holdRequests } from './support/held-requests.ts';
import { hydrated } from './support/hydrated.ts';
import { updateSettings } from './support/store-admin.ts';

// Pages a CDN may keep (issue 22): an anonymous page is one HTML for every visitor, whatever
// cookies of the storefront's own or headers it sends, and says so in Cache-Control; a shopper's
// page never does.

const PAGES = ['/', '/product/summit-peak-head-torch-400', '/product-category/jackets'];
const CONSENT =
  'sf_cookie_consent=%7B%22state%22%3A%7B%22preferences%22%3A%5B%7B%22id%22%3A%22necessary%22%2C%22accepted%22%3Atrue%7D%2C%7B%22id%22%3A%22optional%22%2C%22accepted%22%3Atrue%7D%5D%7D%2C%22version%22%3A1%7D; sf_heartbeat=2026-11-27';

/**
 * `html` without its stitches `<style>`: a page carries its components' rules, but also every
 * global rule the server process has drawn so far (themes/page-css.ts), such as the cart page's
 * two columns, so two renders of one page may differ by what was rendered between them, whoever
 * asks. The server may answer one visitor a kept page gone stale and the next its refresh
 * (decision 0021).
 */
const withoutStyles = (html: string) =>
  html.replace(/<style id="sf-stitches">[^<]*<\/style>/, '<style id="sf-stitches"></style>');

test('every anonymous visitor gets the same HTML, public for a CDN, whatever they send', async ({
  playwright,
  baseURL,
}) => {
  const plain = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const consented = await playwright.request.newContext({
    baseURL: baseURL ?? '',
    extraHTTPHeaders: { cookie: CONSENT, 'accept-language': 'de-DE,de;q=0.9' },
  });
  const forged = await playwright.request.newContext({
    baseURL: baseURL ?? '',
    extraHTTPHeaders: {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'accept-language': 'fr-FR',
    },
  });
  try {
    for (const path of PAGES) {
      const first = await plain.get(path);
      expect(first.status(), path).toBe(200);
      expect(first.headers()['cache-control']).toBe(
        'public, s-maxage=60, stale-while-revalidate=600',
      );
      expect(first.headers()['set-cookie']).toBeUndefined();
      expect(first.headers()['surrogate-key']?.split(' ')).toEqual(
        expect.arrayContaining(['all', 'templates', 'catalogue']),
      );
      const html = await first.text();
      for (const other of [consented, forged]) {
        const answer = await other.get(path);
        expect(answer.headers()['cache-control']).toContain('public');
        expect(withoutStyles(await answer.text()), path).toBe(withoutStyles(html));
      }
      expect(html).not.toContain('evil.example');
      // the cookie banner is in everyone's HTML (issue 17); the browser hides it for a stored choice
      expect(html).toContain('This website uses cookies');
    }
    const product = await plain.get(PAGES[1] ?? '');
    expect(product.headers()['surrogate-key']?.split(' ')).toContain(
      'product:summit-peak-head-torch-400',
    );
  } finally {
    await Promise.all([plain.dispose(), consented.dispose(), forged.dispose()]);
  }
});

test('a shopper with a session or a cart, and the cart, checkout and account pages, are never public', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const customer = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  try {
    for (const path of ['/cart', '/account', '/checkout/address', '/search?q=torch']) {
      const answer = await visitor.get(path, { maxRedirects: 0 });
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      expect(answer.headers()['surrogate-key']).toBeUndefined();
    }
    const registered = await customer.post('/api/auth/register', {
      data: newShopper('cdn-cache'),
    });
    expect(registered.status(), await registered.text()).toBe(200);
    // the login told the pages that this browser holds a session (decision 0022)
    expect(registered.headers()['set-cookie']).toMatch(/(^|\n)sf_shopper=1; Path=\/; SameSite=Lax/);
    for (const path of PAGES) {
      const answer = await customer.get(path);
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      expect(answer.headers()['surrogate-key'], path).toBeUndefined();
    }
  } finally {
    await Promise.all([visitor.dispose(), customer.dispose()]);
  }
});

// The server keeps its public pages too (runtime/server/page-store.ts). On the store-state server,
// whose tests run one at a time, no other test's write can forget a page between two requests.
test.describe('the server’s own copy of its pages', { tag: '@store-state' }, () => {
  test('answers the next anonymous visitor without a render, until an admin write changes the page', async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const customer = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    // a URL nobody asked for yet: its first answer is a render
    const path = `/product-category/jackets?visit=${Date.now()}`;
    try {
      // A page is kept only while every answer it shows is fresh in the shared cache (10 s), so
      // the render that follows an answer's last moment is not kept, and the next one is.
      let rendered = '';
      let kept: APIResponse | undefined;
      await expect
        .poll(
          async () => {
            const answer = await visitor.get(path, {
              headers: { 'accept-encoding': 'gzip, deflate, br' },
            });
            const status = answer.headers()['cache-status'] ?? '';
            if (status.startsWith('storefront; hit')) kept = answer;
            else rendered = await answer.text();
            return status;
          },
          { timeout: 15_000 },
        )
        .toMatch(/^storefront; hit; ttl=\d+$/);
      expect(rendered).toContain('Jackets');
      expect(kept?.headers().age).toMatch(/^\d+$/);
      expect(kept?.headers()['content-encoding']).toBe('br');
      expect(kept?.headers()['cache-control']).toBe(
        'public, s-maxage=60, stale-while-revalidate=600',
      );
      expect(await kept?.text()).toBe(rendered);

      // a shopper with a session gets the page everyone gets, from the store, but never for a
      // cache to keep (decision 0022); their own page (the cart) is rendered for them
      const registered = await customer.post('/api/auth/register', {
        data: newShopper('page-store'),
      });
      expect(registered.status(), await registered.text()).toBe(200);
      const own = await customer.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(own.headers()['cache-status']).toMatch(/^storefront; hit; ttl=\d+$/);
      expect(own.headers()['cache-control']).toBe('private, no-store');
      expect(own.headers()['surrogate-key']).toBeUndefined();
      expect(await own.text()).toBe(rendered);
      const cart = await customer.get('/cart');
      expect(cart.headers()['cache-status']).toBe('storefront; fwd=bypass');

      await updateSettings(visitor, { store_name: 'Northwind Kept Pages' });
      const changed = await visitor.get(path);
      expect(changed.headers()['cache-status']).toMatch(/^storefront; fwd=uri-miss/);
      expect(await changed.text()).toContain('Northwind Kept Pages');
    } finally {
      await updateSettings(visitor, { store_name: 'Northwind Outfitters' });
      await Promise.all([visitor.dispose(), customer.dispose()]);
    }
  });
});

test('a customer gets the page everyone gets; their header and hearts fill in once it has hydrated', async ({
  page,
}) => {
  const account = newShopper('own-values');
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(200);
  const torch = (
    (await (
      await page.request.get('/api/product/single-product/summit-peak-head-torch-400')
    ).json()) as {
      data: { product: { id: number } };
    }
  ).data.product.id;
  for (const [path, data] of [
    ['/api/cart/add-item', { product_id: torch, quantity: 2 }],
    ['/api/wishlist/add', { product_id: torch }],
  ] as const) {
    const answer = await page.request.post(path, { data });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  // the customer's own values are held back: the page is a guest's until they arrive
  const release = await holdRequests(page, /\/__storefront\/shopper$/);
  const answer = await page.goto('/product/northwind-classic-fleece');
  const html = (await answer?.text()) ?? '';
  for (const personal of [account.email, 'Cart, 2 items', 'Wishlist, 1 item'])
    expect(html).not.toContain(personal);
  const header = page.getByRole('banner');
  const product = new ProductPage(page);
  // a click on the heart before they arrive waits for them, and saves for the customer
  await hydrated(product.addToWishlistButton);
  await product.addToWishlistButton.click();
  await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toHaveCount(0);
  release();
  await expect(header.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: 'Remove from wishlist', exact: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // a guest's browser with no cookie of its own asks nothing
  const guest = await page.context().browser()?.newPage();
  if (!guest) throw new Error('no browser');
  try {
    const asked: string[] = [];
    guest.on('request', (request) => {
      if (request.url().includes('/__storefront/shopper')) asked.push(request.url());
    });
    await guest.goto(new URL('/product/northwind-classic-fleece', page.url()).href);
    await guest.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  } finally {
    await guest.close();
  }
});
