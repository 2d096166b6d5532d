import type { FrameLocator, Page } from '@playwright/test';
import { GOOGLE_TAG_ID_MESSAGE } from '../../schemas/api/plugins.ts';
import { SOCIAL_URL_MESSAGE } from '../../schemas/api/settings.ts';
import { uniqueSlug } from './pages/publishing-editor.ts';
import {
  faviconHref,
  type LiveExtras,
  liveExtras,
  liveStorefront,
  restoreExtras,
  restoreStorefront,
  SettingsEditor,
  shopperPluginNames,
  themeVariable,
} from './pages/settings-editor.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Store settings in the editor (issue 25), with the shop and the editor on two origins: the
// settings are previewed at once, never reach the shop before Publish, go live with the page's
// Publish, and History restores them. They run on the store-state project's own store (a Coming
// Soon or a new colour published there is met by no other spec), and each test puts back every
// setting it changed for the next.

// An unpublished page answers 404: the editor shows its draft in the storefront's frame.
const unpublished =
  /^console error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/e2e-[a-z0-9-]+(?:\.data)?(?:\?[\w=&-]+)?\)$/;

// A 1×1 PNG, the smallest picture the uploads endpoint takes.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('store settings in the editor @store-state', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  let saved: Record<string, unknown>;
  let savedExtras: LiveExtras;
  test.beforeAll(async ({ request }) => {
    saved = await liveStorefront(request);
    savedExtras = await liveExtras(request);
  });
  test.afterEach(async ({ request }) => {
    await restoreExtras(request, savedExtras);
    await restoreStorefront(request, saved);
  });

  test('the primary colour is previewed without a reload and not on the shop, goes live with Publish, and History restores it', async ({
    page,
    browser,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(unpublished);
    const editor = new SettingsEditor(page, baseURL ?? '');
    const slug = uniqueSlug('e2e-settings');
    await editor.open();
    await editor.createPage('Colour test', slug, 'Content page');
    await editor.publish();
    const before = String(saved.theme_color);

    await editor.openSettings();
    await expectAccessible(page);
    const frame = editor.previewFrame();
    await frame.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await editor.panel.getByLabel('Theme colour (buttons, links)').fill('#0f766e');
    await expect.poll(() => themeVariable(frame, '--sf-color-theme')).toBe('#0f766e');
    expect(
      await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    await editor.settingsSaved();

    const shopper = await browser.newPage();
    await shopper.goto(`/${slug}`);
    expect(await themeVariable(shopper, '--sf-color-theme')).toBe(before);

    await editor.publishSettings();
    await shopper.reload();
    expect(await themeVariable(shopper, '--sf-color-theme')).toBe('#0f766e');

    // History: the version before the colour, restored as the draft, then live
    await editor.button('History').click();
    const versions = page.getByRole('list', { name: 'Published versions' });
    await expect(versions.getByRole('listitem').first()).toContainText('theme color');
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore as draft' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Version 1 is your draft now' }),
    ).toBeVisible();
    await editor.openSettings();
    await expect(editor.panel.getByLabel('Theme colour (buttons, links)')).toHaveValue(before);
    await editor.publishSettings();
    await shopper.reload();
    expect(await themeVariable(shopper, '--sf-color-theme')).toBe(before);
    await shopper.close();
  });

  test('a colour pair that fails WCAG AA shows its ratio and a passing colour to use', async ({
    page,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    await editor.panel.getByLabel('Background colour', { exact: true }).fill('#ffffff');
    await editor.panel.getByLabel('Text colour', { exact: true }).fill('#aaaaaa');
    const warning = editor.panel.getByRole('status').filter({ hasText: 'Body text on background' });
    await expect(warning).toContainText('contrast 2.32:1');
    await expect(warning).toContainText('Nearest passing colour');
    await warning.getByRole('button', { name: /^Use #/ }).click();
    await expect(warning).toBeHidden();
  });

  test('a new logo with alt text is in the preview, and in the shop header after Publish', async ({
    page,
    browser,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    const logo = await editor.group('Logo');
    // an upload without alt text is refused at the field, nothing is lost
    await logo.getByLabel(/^Logo image/).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await logo.getByLabel('Logo alt text').fill('');
    await logo.getByRole('button', { name: 'Upload logo' }).click();
    await expect(logo.getByRole('alert')).toContainText('alt text');
    await logo.getByLabel('Logo alt text').fill('Trailhead test logo');
    await logo.getByRole('button', { name: 'Upload logo' }).click();
    await expect(editor.preview.getByRole('img', { name: 'Trailhead test logo' })).toBeVisible();
    await editor.settingsSaved();

    const shopper = await browser.newPage();
    await shopper.goto('/about-us');
    await expect(shopper.getByRole('img', { name: 'Trailhead test logo' })).toHaveCount(0);
    await editor.publishSettings();
    await shopper.reload();
    await expect(
      shopper.getByRole('banner').getByRole('img', { name: 'Trailhead test logo' }),
    ).toBeVisible();
    await shopper.close();
  });

  test('a new favicon is the preview’s tab icon at once, and the shop’s after Publish', async ({
    page,
    browser,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    const group = await editor.group('Logo and favicon');
    // a file that is no picture is refused at the field
    await group.getByLabel(/^Favicon/).setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await group.getByRole('button', { name: 'Upload favicon' }).click();
    await expect(group.getByRole('alert')).toContainText('not an image');

    await group.getByLabel(/^Favicon/).setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await group.getByRole('button', { name: 'Upload favicon' }).click();
    const frame = editor.previewFrame();
    await expect.poll(() => faviconHref(frame)).toMatch(/\/uploads\/[a-z0-9-]+\.png$/);
    const uploaded = await faviconHref(frame);
    await editor.settingsSaved();

    const shopper = await browser.newPage();
    await shopper.goto('/about-us');
    expect(await faviconHref(shopper)).not.toBe(uploaded);
    await editor.publishSettings();
    await shopper.reload();
    expect(await faviconHref(shopper)).toBe(uploaded);
    await shopper.close();
  });

  test('a social link that is no web address is refused at its field; a new one is previewed in the footer at once and on the shop after Publish', async ({
    page,
    browser,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    const social = await editor.group('Social links');
    const instagram = social.getByLabel('Instagram profile');
    await instagram.fill('instagram.com/northwind');
    await expect(social.getByText(SOCIAL_URL_MESSAGE)).toBeVisible();
    await expect(editor.settingsStatus('Not saved: fix the fields marked below')).toBeVisible();

    await instagram.fill('https://www.instagram.com/northwind.e2e');
    await expect(social.getByText(SOCIAL_URL_MESSAGE)).toBeHidden();
    const footerLink = (target: Page | FrameLocator) =>
      target
        .getByRole('contentinfo')
        .getByRole('list', { name: 'Social media' })
        .getByRole('link', { name: 'Instagram' });
    await expect(footerLink(editor.preview)).toHaveAttribute(
      'href',
      'https://www.instagram.com/northwind.e2e',
    );
    await editor.settingsSaved();

    const shopper = await browser.newPage();
    await shopper.goto('/about-us');
    const before = String(savedExtras.live_social.instagram);
    await expect(footerLink(shopper)).toHaveAttribute('href', before);
    await editor.publishSettings();
    await shopper.reload();
    await expect(footerLink(shopper)).toHaveAttribute(
      'href',
      'https://www.instagram.com/northwind.e2e',
    );
    await shopper.close();
  });

  test('an analytics id in the wrong format is refused at its field; a plugin turned on reaches the shop only with Publish', async ({
    page,
    request,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    const plugins = await editor.group('Plugins and analytics');
    await expect(plugins).toContainText('not shown in the preview');
    const analytics = plugins.getByRole('group', { name: 'Google Analytics (gtag.js)' });
    await analytics.getByLabel('Use Google Analytics (gtag.js)').check();
    const tagId = analytics.getByLabel('Google tag ID');
    await tagId.fill('UA-12345');
    await expect(analytics.getByText(GOOGLE_TAG_ID_MESSAGE)).toBeVisible();
    await expect(editor.settingsStatus('Not saved: fix the fields marked below')).toBeVisible();
    expect(await shopperPluginNames(request)).not.toContain('GoogleGtag');

    await tagId.fill('G-E2ESETTINGS1');
    await expect(analytics.getByText(GOOGLE_TAG_ID_MESSAGE)).toBeHidden();
    await editor.settingsSaved();
    expect(await shopperPluginNames(request)).not.toContain('GoogleGtag');

    await editor.publishSettings();
    expect(await shopperPluginNames(request)).toContain('GoogleGtag');
  });

  test('the cookie banner text edited shows on the shop after Publish', async ({
    page,
    browser,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    const cookies = await editor.group('Cookie banner');
    await cookies.getByLabel('Show the cookie banner').check();
    await cookies.getByLabel('Banner message').fill('We bake only the cookies this shop needs.');
    await editor.settingsSaved();
    await editor.publishSettings();

    // a shopper who has not chosen yet
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const shopper = await context.newPage();
    await shopper.goto('/about-us');
    await expect(shopper.getByRole('region', { name: 'This website uses cookies' })).toContainText(
      'We bake only the cookies this shop needs.',
    );
    await context.close();
  });

  test('Coming Soon is previewed as the gate page, and a shopper meets it after Publish', async ({
    page,
    request,
    baseURL,
  }) => {
    const editor = new SettingsEditor(page, baseURL ?? '');
    await editor.openSettingsOn('/about-us');
    const mode = await editor.group('Store mode');
    await mode.getByRole('radio', { name: 'Coming Soon' }).check();
    await mode.getByLabel('Preview the gate page shoppers will see').check();
    await expect(editor.preview.getByText('our shop opens very soon')).toBeVisible();
    await editor.settingsSaved();
    // not before Publish
    expect((await request.get('/about-us', { maxRedirects: 0 })).status()).toBe(200);

    // Under Maintenance asks first, saying what shoppers will meet
    await mode.getByRole('radio', { name: 'Under Maintenance' }).click();
    const asked = page.getByRole('dialog', { name: 'Put the shop under maintenance?' });
    await expect(asked).toContainText('Under Maintenance page');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect(mode.getByRole('radio', { name: 'Coming Soon' })).toBeChecked();

    await editor.publishSettings();
    const gated = await request.get('/about-us', { maxRedirects: 0 });
    // open the shop again at once: other specs share it (afterEach restores the rest)
    await restoreStorefront(request, saved);
    expect(gated.status()).toBe(302);
    expect(gated.headers().location).toBe('/coming-soon');
  });
});
