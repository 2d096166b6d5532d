import { EDITOR_URL } from '../../playwright.config.ts';
import { EditorPage } from './pages/editor-page.ts';
import { discardDraftByApi } from './pages/publishing-editor.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// Issue 20, a preview that keeps up and a long page to work on: the example editor on one
// origin, the storefront on another. Edits are autosaved as drafts (decision 15), which shoppers
// never see; each test throws away the drafts it left, so the next one opens the pages as live.

test.describe('editor preview', () => {
  test.afterEach(async ({ request }) => {
    for (const pageKey of ['home', 'about-us']) await discardDraftByApi(request, pageKey);
  });

  test('an iframe reload keeps the draft in the preview', async ({ page, baseURL }) => {
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.open('/about-us');
    await editor.selectInList('about-story');
    await page.getByLabel(/^Text\b/).fill('<h1>A draft nobody saved</h1>');
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'A draft nobody saved' }),
    ).toBeVisible();

    // the storefront's page reloads in its frame (a crash, a deploy, the owner's reload)
    await editor.previewFrame().evaluate(() => window.location.reload());
    await editor.connected();
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'A draft nobody saved' }),
    ).toBeVisible();
    await expect(
      editor.preview.getByRole('heading', { name: 'About Northwind Outfitters' }),
    ).toHaveCount(0);
    // and it keeps up with the next keystroke, as before
    await page.getByLabel(/^Text\b/).fill('<h1>Still a draft</h1>');
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'Still a draft' }),
    ).toBeVisible();
  });

  test('the handshake gives up, the editor says the preview is not connected, and Retry connects it', async ({
    page,
    baseURL,
    allowConsoleErrors,
  }) => {
    // the storefront is down at first: the browser reports the failed page
    allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
    const down = `${baseURL}/privacy-policy`;
    await page.route(down, (route) => route.abort('failed'));
    await page.goto(`${EDITOR_URL}/?path=/privacy-policy`);
    const notConnected = page
      .getByRole('status')
      .filter({ hasText: 'The preview is not connected' });
    await expect(notConnected).toBeVisible({ timeout: 20_000 });

    await page.unroute(down);
    await page.getByRole('button', { name: 'Retry' }).click();
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.connected();
    await expect(notConnected).toHaveCount(0);
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeVisible();
  });

  test('the outline moves with the keyboard, and Enter selects a section and shows it in the preview', async ({
    page,
    baseURL,
  }) => {
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.open('/');
    const items = editor.outline.getByRole('button');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(4);

    // one tab stop for the whole list
    await items.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    // type to jump: the first spacer
    const names = await items.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    const spacer = names.indexOf('Spacer');
    expect(spacer).toBeGreaterThan(0);
    await page.keyboard.type('spa');
    await expect(items.nth(spacer)).toBeFocused();
    await expect(items.nth(spacer)).toHaveAccessibleName('Spacer');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');

    // selected: its settings open, and the preview shows it, marked, in view
    await expect(items.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await expect(editor.sectionForm('Rich text', 'home-why')).toBeVisible();
    await expect(editor.listItem('home-why').getByRole('button', { pressed: true })).toBeVisible();
    const section = editor.previewSection('home-why');
    await expect(section).toHaveAttribute('data-editor-selected', '');
    await expect
      .poll(async () => {
        const box = await section.boundingBox();
        const viewport = page.viewportSize();
        return Boolean(box && viewport && box.y >= 0 && box.y < viewport.height);
      })
      .toBe(true);
  });

  test('the picker finds a section by search, shows its presets, and adds the one picked', async ({
    page,
    baseURL,
  }) => {
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.open('/about-us');
    await editor.selectInList('about-story');
    await editor.openPicker();
    await editor.picker.getByRole('searchbox', { name: 'Search sections' }).fill('hero');
    const choice = editor.picker.getByRole('button', { name: 'Image banner: Hero with button' });
    await expect(choice).toBeVisible();
    await expect(editor.picker.getByRole('button', { name: /^Rich text/ })).toHaveCount(0);
    // its picture: the storefront's own rendering of the preset
    const picture = page.frameLocator('iframe[title="Picture of Image banner: Hero with button"]');
    await expect(picture.getByRole('heading', { name: 'Gear for every trail' })).toBeVisible();

    // a picture is server HTML only, never indexed, and cached
    const answer = await page.request.get(`${baseURL}/__storefront/preset/image-banner/0`);
    expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer.headers()['cache-control']).toBe('public, max-age=300');
    expect(await answer.text()).not.toContain('type="module"');

    await choice.click();
    await expect(editor.picker).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: 'Added Image banner: Hero with button.' }),
    ).toBeVisible();
    const ids = () =>
      editor.preview
        .locator('main [data-section-id]')
        .evaluateAll((sections) =>
          sections.map((section) => section.getAttribute('data-section-key')),
        );
    await expect.poll(ids).toEqual(['image-banner', 'rich-text', 'image-banner']);
    await expect(
      editor.preview.getByRole('heading', { name: 'Gear for every trail' }),
    ).toBeVisible();
  });

  test('the viewport switch shows the preview as a phone, a tablet and a desktop', async ({
    page,
    baseURL,
  }) => {
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.open('/about-us');
    const frame = page.locator('iframe[title="Storefront preview"]');
    const pane = page.getByRole('region', { name: 'Preview' });
    /** The width the storefront lays itself out for: what its own script sees. */
    const laidOutFor = () => editor.previewFrame().evaluate(() => window.innerWidth);
    /** Whether the frame is drawn whole inside the preview region, scaled down if need be. */
    const fits = async () => {
      const [shown, room] = await Promise.all([frame.boundingBox(), pane.boundingBox()]);
      return Boolean(shown && room && shown.width <= room.width);
    };
    const mobile = page.getByRole('button', { name: /^Mobile/ });
    await mobile.click();
    await expect(mobile).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(laidOutFor).toBe(375);
    await expect.poll(async () => Math.round((await frame.boundingBox())?.width ?? 0)).toBe(375);
    await page.getByRole('button', { name: /^Tablet/ }).click();
    await expect.poll(laidOutFor).toBe(768);
    expect(await fits()).toBe(true);
    await page.getByRole('button', { name: /^Desktop/ }).click();
    await expect.poll(laidOutFor).toBeGreaterThanOrEqual(1280);
    expect(await fits()).toBe(true);
  });

  test('leaving with unsaved changes asks first, and the changes are offered back on the next visit', async ({
    page,
    baseURL,
  }) => {
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.open('/about-us');
    // the API cannot be reached to save the draft (offline, a server down): edits stay unsaved
    await page.route('**/api/admin/templates/**', (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected'),
    );
    await editor.selectInList('about-story');
    await page.getByLabel(/^Text\b/).fill('<h1>Kept in this browser</h1>');
    await expect(
      editor.preview.getByRole('heading', { name: 'Kept in this browser' }),
    ).toBeVisible();

    // the next visit: the tab reloaded (the token stays with the tab)
    const asked = page.waitForEvent('dialog').then(async (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      await dialog.accept();
    });
    await page.reload();
    await asked;
    await editor.connected();

    // the page as saved, and the kept changes offered back
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'About Northwind Outfitters' }),
    ).toBeVisible();
    const offer = page.getByRole('region', { name: 'Unsaved changes found' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Restore changes' }).click();
    await expect(offer).toBeHidden();
    await expect(
      editor.preview.getByRole('heading', { name: 'Kept in this browser' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  test('the editor, its outline, section picker and viewport switch are accessible', async ({
    page,
    baseURL,
  }) => {
    const editor = new EditorPage(page, baseURL ?? '');
    await editor.open('/about-us');
    await expect(editor.outline).toBeVisible();
    await expect(page.getByRole('button', { name: /^Tablet/ })).toBeVisible();
    await expectAccessible(page);
    await editor.openPicker();
    await expect(
      page
        .frameLocator('iframe[title="Picture of Rich text: Heading and paragraph"]')
        .locator('main'),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
