import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { holdRequests } from './support/held-requests.ts';
import { hydrated } from './support/hydrated.ts';
import { updatePlugin } from './support/store-admin.ts';

// Cookie consent (spec §2 "Cookie banner", §4, §9) and the analytics behind it (spec §4
// "Analytics"). Every test starts without a stored choice.
test.use({ storageState: { cookies: [], origins: [] } });

const CONSENT_COOKIE = 'sf_cookie_consent';
const ONE_YEAR = 31_536_000;

async function savedChoice(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  if (!cookie) return null;
  const value = JSON.parse(decodeURIComponent(cookie.value)) as {
    state: { preferences: Array<{ id: string; accepted: boolean }> };
  };
  return { cookie, preferences: value.state.preferences };
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'This website uses cookies' });
}

test.describe('cookie banner', () => {
  test('shows in the browser on a first visit, until Accept All stores the choice for a year', async ({
    page,
    context,
    request,
  }) => {
    // every visitor's server HTML has it, so it paints with the page and never waits for its
    // JavaScript (issue 17); the HTML is still one page for everyone, which a CDN may keep (issue
    // 22): a stored choice hides it in the browser, before the first paint (see below)
    const html = await (await request.get('/')).text();
    expect(html).toContain('This website uses cookies');

    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(
      'We use cookies to keep your cart, remember your preferences and understand how the shop is used.',
    );
    await expectAccessible(page);
    const accept = banner(page).getByRole('button', { name: 'Accept All' });
    await hydrated(accept);
    await expect(banner(page).getByRole('button', { name: 'Cookie Preferences' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Decline All' })).toBeVisible();
    await accept.click();
    await expect(banner(page)).toBeHidden();

    const saved = await savedChoice(context);
    expect(saved?.preferences).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ]);
    const lifetime = (saved?.cookie.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - ONE_YEAR)).toBeLessThan(120);

    // the server ignores the choice (the same HTML); the browser reads it: no flash on reload
    const cookieHeader = `${CONSENT_COOKIE}=${saved?.cookie.value}`;
    const [decided, anonymous] = await Promise.all([
      request.get('/', { headers: { cookie: cookieHeader } }).then((answer) => answer.text()),
      request.get('/').then((answer) => answer.text()),
    ]);
    expect(decided).toBe(anonymous);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gear for every trail' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('is shown or hidden before the page’s JavaScript runs, and a click made before it counts', async ({
    page,
    context,
    baseURL,
  }) => {
    // the page's scripts wait until released: what shows meanwhile is the server's HTML and CSS
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('We use cookies to keep your cart');
    await banner(page).getByRole('button', { name: 'Decline All' }).click();
    expect(await savedChoice(context)).toBeNull();
    release();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(async () => (await savedChoice(context))?.preferences)
      .toEqual([
        { id: 'necessary', accepted: true },
        { id: 'optional', accepted: false },
      ]);

    // a stored choice: hidden at once, before any of the page's scripts has run
    const blocked = await context.newPage();
    await blocked.route(/\/assets\/.*\.js$/, () => new Promise<void>(() => {}));
    await blocked.goto(baseURL ?? '/', { waitUntil: 'commit' });
    await expect(blocked.getByRole('heading', { name: 'Gear for every trail' })).toBeVisible();
    await expect(banner(blocked)).toHaveCount(0);
    await expect(blocked.locator('#sf-cookie-banner')).toBeHidden();
    await blocked.close();
  });

  test('Decline All keeps only the necessary cookies', async ({ page, context }) => {
    await page.goto('/about-us');
    const decline = banner(page).getByRole('button', { name: 'Decline All' });
    await hydrated(decline);
    await decline.click();
    await expect(banner(page)).toBeHidden();
    expect((await savedChoice(context))?.preferences).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: false },
    ]);
  });

  test('Cookie Preferences saves a custom choice; necessary cookies stay locked on', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const open = banner(page).getByRole('button', { name: 'Cookie Preferences' });
    await hydrated(open);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole('checkbox', { name: 'Necessary Cookies' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ['Accept All', 'Decline All', 'Save']) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
    await expectAccessible(page);
    await dialog.getByRole('checkbox', { name: 'Optional Cookies' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect((await savedChoice(context))?.preferences).toEqual([
      { id: 'necessary', accepted: true },
      { id: 'optional', accepted: true },
    ]);
  });

  test('Manage Cookies in the footer opens the preferences again to change the choice', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const decline = banner(page).getByRole('button', { name: 'Decline All' });
    await hydrated(decline);
    await decline.click();
    const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Manage Cookies' });
    await hydrated(manage);
    await manage.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog.getByRole('checkbox', { name: 'Optional Cookies' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Accept All' }).click();
    await expect(dialog).toBeHidden();
    expect((await savedChoice(context))?.preferences).toContainEqual({
      id: 'optional',
      accepted: true,
    });
  });
});

// Installing plugins changes every page of the store: @store-state runs it alone, after the rest.
test.describe('analytics behind consent', { tag: '@store-state' }, () => {
  const GTAG_ID = 'G-E2ETEST1';
  const PIXEL_ID = '1234567890';

  test.beforeEach(async ({ request }) => {
    await updatePlugin(request, 'GoogleGtag', {
      is_installed: true,
      config: { google_tag_id: GTAG_ID },
    });
    await updatePlugin(request, 'FacebookPixel', {
      is_installed: true,
      config: { code: PIXEL_ID },
    });
  });

  test.afterEach(async ({ request }) => {
    await updatePlugin(request, 'GoogleGtag', { is_installed: false });
    await updatePlugin(request, 'FacebookPixel', { is_installed: false });
  });

  test('no analytics script or request before consent; they load after Accept All and stop when declined', async ({
    page,
  }) => {
    // nothing leaves the machine: the plugin hosts answer from here, anything else external fails
    // (the route added last is tried first)
    const analyticsRequests: string[] = [];
    const external: string[] = [];
    await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    await page.route(
      /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//,
      (route) => {
        analyticsRequests.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__analyticsStub = true;',
        });
      },
    );

    await page.goto('/');
    const accept = banner(page).getByRole('button', { name: 'Accept All' });
    await hydrated(accept);
    await page.getByRole('link', { name: 'About us' }).first().click();
    await expect(page).toHaveURL('/about-us');
    expect(analyticsRequests).toEqual([]);
    await expect(page.locator('script[data-sf-analytics]')).toHaveCount(0);
    expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window)).toBe(false);

    await accept.click();
    await expect(page.locator('script[data-sf-analytics="GoogleGtag"]')).toHaveCount(1);
    await expect(page.locator('script[data-sf-analytics="FacebookPixel"]')).toHaveCount(1);
    await expect
      .poll(() => analyticsRequests)
      .toEqual(
        expect.arrayContaining([
          `https://www.googletagmanager.com/gtag/js?id=${GTAG_ID}`,
          'https://connect.facebook.net/en_US/fbevents.js',
        ]),
      );

    // withdrawing consent stops them: scripts gone, gtag opted out, no further page views
    const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Manage Cookies' });
    await hydrated(manage);
    await manage.click();
    await page
      .getByRole('dialog', { name: 'Cookie Preferences' })
      .getByRole('button', { name: 'Decline All' })
      .click();
    await expect(page.locator('script[data-sf-analytics]')).toHaveCount(0);
    expect(
      await page.evaluate(
        (id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`],
        GTAG_ID,
      ),
    ).toBe(true);
    const layerSize = await page.evaluate(
      () => (window as unknown as { dataLayer: unknown[] }).dataLayer.length,
    );
    await page.getByRole('link', { name: 'Privacy policy' }).first().click();
    await expect(page).toHaveURL('/privacy-policy');
    expect(
      await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length),
    ).toBe(layerSize);
    expect(external).toEqual([]);
  });

  test('with the cookie warning on and no choice, a reload still loads nothing', async ({
    page,
  }) => {
    const analyticsRequests: string[] = [];
    await page.route(
      /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//,
      (route) => {
        analyticsRequests.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto('/shop-online');
    await hydrated(banner(page).getByRole('button', { name: 'Accept All' }));
    await page.reload();
    await hydrated(banner(page).getByRole('button', { name: 'Accept All' }));
    expect(analyticsRequests).toEqual([]);
  });
});
