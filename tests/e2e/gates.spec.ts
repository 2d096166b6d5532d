import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';
import { hydrated } from './support/hydrated.ts';
import { OPEN_STORE, updateStorefront } from './support/store-admin.ts';

// spec §4 "Licence and gating", §2 "Error pages", §8. These tests switch the whole store, so they
// are tagged @store-state (their own Playwright project, one at a time, after every other spec)
// and run in order; the store is opened again after each.

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PASSWORD = 'trail-ready';

test.describe.configure({ mode: 'serial' });
test.describe('gates and error pages', { tag: '@store-state' }, () => {
  test.afterEach(async ({ request }) => {
    await updateStorefront(request, OPEN_STORE);
  });

  test('password protection sends every route to the password page until the right password is entered', async ({
    page,
    browser,
    request,
    allowConsoleErrors,
  }) => {
    await updateStorefront(request, { is_password_protection_enabled: true, password: PASSWORD });

    await page.goto('/about-us');
    await expect(page).toHaveURL('/password-protected?redirect=%2Fabout-us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Northwind Outfitters is password protected' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expectAccessible(page);

    const input = page.getByLabel('Password', { exact: true });
    await hydrated(input);
    // a wrong password is answered 422, which the browser and the API client log (spec §8)
    allowConsoleErrors(
      responseError(422, '/api/storefront/verify-password'),
      /^console error: \[api\] POST \/api\/storefront\/verify-password failed: Incorrect password /,
    );
    await input.fill('wrong password');
    await page.getByRole('button', { name: 'Enter store' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password');
    await expect(input).toHaveValue('wrong password');

    await input.fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter store' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Northwind Outfitters' }),
    ).toBeVisible();

    // unlocked for this browser session: other routes open, the gate itself is gone
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL('/privacy-policy');
    allowConsoleErrors(responseError(404, '/password-protected'));
    const gate = await page.goto('/password-protected');
    expect(gate?.status()).toBe(404);

    // another browser is still locked out
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto('/');
    await expect(stranger).toHaveURL('/password-protected');
    await other.close();
  });

  test('after unlocking, Coming Soon sends every route to /coming-soon, which takes e-mails', async ({
    page,
    request,
  }) => {
    await updateStorefront(request, {
      is_password_protection_enabled: true,
      password: PASSWORD,
      mode: 'Coming Soon',
    });
    await page.goto('/shop-online');
    await expect(page).toHaveURL(/\/password-protected/);
    const input = page.getByLabel('Password', { exact: true });
    await hydrated(input);
    await input.fill(PASSWORD);
    await page.getByRole('button', { name: 'Enter store' }).click();
    await expect(page).toHaveURL('/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    await expectAccessible(page);

    const email = page.getByLabel('E-mail address');
    await hydrated(email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('alert')).toHaveText('This field is required');
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('alert')).toHaveText('The value must be an valid email address');
    await email.fill('hiker@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you! We will e-mail you as soon as we are open.',
    );

    // with protection off, the mode alone gates the store
    await updateStorefront(request, { is_password_protection_enabled: false });
    await page.goto('/product/anything');
    await expect(page).toHaveURL('/coming-soon');
  });

  test('Under Maintenance answers 503 with Retry-After on its own page and sends every route there', async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(503, '/under-maintenance'));
    await updateStorefront(request, { mode: 'Under Maintenance' });
    const redirect = await request.get('/cart', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/under-maintenance');
    const gate = await request.get('/under-maintenance');
    expect(gate.status()).toBe(503);
    expect(gate.headers()['retry-after']).toBe('3600');

    const response = await page.goto('/');
    expect(response?.status()).toBe(503);
    await expect(page).toHaveURL('/under-maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a gate page whose condition does not hold is 404', async ({ page, allowConsoleErrors }) => {
    for (const path of ['/password-protected', '/coming-soon', '/under-maintenance']) {
      allowConsoleErrors(responseError(404, path));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    }
  });

  test("without a licence every route is 'Website Unavailable' with 404, inside the store layout", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(404, '/about-us'));
    await updateStorefront(request, { license_status: null });
    const response = await page.goto('/about-us');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Website Unavailable' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Website Unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
    await expectAccessible(page);
  });

  test("an inactive subscription shows 'Website Unavailable' with a support link", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(503, '/'));
    await updateStorefront(request, { subscription_status: 'inactive' });
    const response = await page.goto('/');
    expect(response?.status()).toBe(503);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Website Unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:hello@northwind-outfitters.example',
    );
    await expectAccessible(page);
  });

  test('bots get the status with a minimal noindex body instead of the error page', async ({
    request,
  }) => {
    const missing = await request.get('/no-such-page', { headers: { 'user-agent': GOOGLEBOT } });
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('Go Home');
    expect(missing.headers()['x-robots-tag']).toBe('noindex');

    await updateStorefront(request, { mode: 'Under Maintenance' });
    const maintenance = await request.get('/', { headers: { 'user-agent': GOOGLEBOT } });
    expect(maintenance.status()).toBe(503);
    expect(maintenance.headers()['retry-after']).toBe('3600');
    expect(await maintenance.text()).not.toContain('Notify me');
  });
});

test.describe('error pages', () => {
  test('an unknown route is 404 with its path, in the store layout', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(404, '/no-such-page'));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expectAccessible(page);
  });

  test('a reset link the API refuses is 404 with a clear message', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(
      responseError(404, '/account/reset-password/nobody%40example.com/not-a-token'),
    );
    const response = await page.goto('/account/reset-password/nobody%40example.com/not-a-token');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('This password reset link is invalid or has expired.'),
    ).toBeVisible();
  });

  test('a failing storefront call shows the 500 page, never a blank screen', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(responseError(500, '/about-us.data'));
    await page.goto('/');
    const about = page.getByRole('link', { name: 'About us' }).first();
    // the topbar's code loads when the shopper points at it (decision 0017)
    await about.hover();
    await hydrated(about);
    // the next navigation's loader call fails as if the server or API broke
    await page.route('**/*.data*', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await about.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('Error Code 500')).toBeVisible();
    for (const tip of ['Refresh the page', 'Go back to the previous page']) {
      await expect(page.getByRole('button', { name: tip })).toBeVisible();
    }
    await expect(page.getByText('Try again in 30 minutes')).toBeVisible();
    await expect(page.getByText('Contact support')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a guest is sent home to log in from account pages, the target remembered', async ({
    page,
  }) => {
    await page.goto('/account/orders');
    await expect(page).toHaveURL('/?login=1&redirect=%2Faccount%2Forders');
  });
});
