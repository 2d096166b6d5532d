import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';
import { hydrated } from './support/hydrated.ts';
import { contentSecurityPolicies } from './support/policies.ts';

test.describe('server-rendered pages', () => {
  test('home arrives complete in the HTML, before any script runs', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Welcome to Northwind Outfitters');
    expect(html).toContain('Gear for every trail');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('class="page--home"');
    // the page's section chunks are preloaded with the entry, once the page has painted (decision 0020)
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(
      /<script>\(function\(d,h\)[^<]*"\/assets\/Slider-[\w-]+\.js"[^<]*<\/script><script type="module"/,
    );
    // stitches CSS is in the head
    expect(html).toMatch(/<style id="sf-stitches">[^<]+<\/style>/);
  });

  test('home renders and hydrates with no console errors and no serious axe violations', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Gear for every trail' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Welcome to Northwind Outfitters' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop the range' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
    // the section chunks were preloaded once the page had painted
    await expect(page.locator('head link[rel="modulepreload"][href*="/Slider-"]')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the first Tab shows the skip link, and it takes keyboard users to the content', async ({
    page,
  }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    // out of sight until reached
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test('a content page renders from its template with its own title and body class', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Northwind Outfitters' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/About/);
    await expect(page.locator('body')).toHaveClass('page--about-us');
    await expect(page.locator('[data-section-key="rich-text"]').first()).toHaveAttribute(
      'data-section-id',
      /.+/,
    );
    await expectAccessible(page);
  });

  test('a content page works with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about-us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Northwind Outfitters' }),
    ).toBeVisible();
    await context.close();
  });

  test('navigating between pages happens in the browser without a full reload', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('link', { name: /about/i }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Northwind Outfitters' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
    await expect(page.locator('body')).toHaveClass('page--about-us');
  });
});

test.describe('hydration after client-side navigations', () => {
  test('adding to cart on home, then following the Cart link, hydrates /cart without a mismatch (React #418)', async ({
    page,
  }) => {
    // the console guard fails this test on React's #418 (tests/e2e/support/fixtures.ts)
    await page.goto('/');
    // the cart changes after the server rendered the page: sections still waiting to hydrate
    // (the footer's, decision 0011) hold HTML drawn with the empty cart
    const options = page
      .locator('[data-product-card="northwind-weekender-35"]')
      .getByRole('button', { name: 'Choose options' });
    // a guest's product grid hydrates when they reach for it (decision 0011)
    await options.hover();
    await hydrated(options);
    await options.click();
    const dialog = page.getByRole('dialog', { name: 'Northwind Weekender 35' });
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // the header's cart icon opens the cart drawer; its 'View cart' is the client navigation
    const cart = page.locator('[data-sf-header]').getByRole('link', { name: 'Cart, 1 item' });
    await cart.click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('link', { name: 'View cart' })
      .click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    // the phone tab bar, hidden at this width, hydrated with the navigation: it counts the item too
    await expect(page.locator('nav[aria-label="Mobile"] a[href="/cart"]')).toHaveAttribute(
      'aria-label',
      'Cart, 1 item',
    );
  });
});

test.describe('missing pages', () => {
  test('an unknown path answers 404 with the page-not-found page', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(404, '/no-such-page'));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL('/');
    // leaving the error page keeps the server's styles: the banner button is still a button
    const cta = page.getByRole('link', { name: 'Shop the range' });
    await expect(cta).toBeVisible();
    expect(await cta.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expectAccessible(page);
  });
});

test.describe('server', () => {
  test('hashed assets are cached immutably and pages may only be framed by the shop and its editor', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // a script the page names (its preloads are listed in a script, decision 0020)
    const path = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(path).toBeTruthy();
    const response = await request.get(path ?? '');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request.get('/');
    const policies = contentSecurityPolicies(page);
    expect(policies).toContainEqual(expect.stringMatching(/^frame-ancestors 'self'/));
    // every answer names its request, as the server's log lines do (issue 18)
    expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("scripts run only from the shop, the page's own inline scripts and its analytics hosts", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/violates the following Content Security Policy directive 'script-src/);
    // issue 18: a script policy on every page; the console guard fails any test whose page
    // breaks it, so every e2e page checks that the shop still works under it
    const answer = await request.get('/');
    const policy = contentSecurityPolicies(answer).find((value) => value.startsWith('script-src'));
    expect(policy).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');

    // a script added to the page after it was served is refused by the browser
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('Content Security Policy'),
    );
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await refused;
    expect(
      await page.evaluate(() => (window as { __injected?: boolean }).__injected),
    ).toBeUndefined();
  });

  test('pages, API answers and scripts travel compressed, and arrive intact', async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    const html = await page.text();
    expect(html).toContain('</html>');
    const api = await request.get('/api/storefront/all', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers()['content-encoding']).toBe('gzip');
    expect(await api.json()).toMatchObject({ status: 'success' });
    // the framework chunk (React, React Router…) is the largest script of every page
    const path = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(path).toBeTruthy();
    const script = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toContain('hydrateRoot');
    // a client that accepts no encoding gets the plain file
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
      Number(script.headers()['content-length']),
    );
  });

  test('the API answers JSON envelopes under /api', async ({ request }) => {
    const response = await request.get('/api/storefront/all');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'success' });
    const missing = await request.get('/api/no-such-endpoint');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 'error' });
  });
});
