import { ADMIN_TOKEN } from '../../playwright.config.ts';
import {
  adminTemplate,
  createPageByApi,
  PublishingEditor,
  uniqueSlug,
} from './pages/publishing-editor.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';

// Publishing that cannot break the shop (DESIGN decision 15), with the shop and the editor on two
// origins: drafts the shop never shows, Publish, History, pages, and conflicts. Every test works
// on pages it creates itself, so no other spec meets its changes.

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

// An unpublished page answers 404, in the editor too: it shows its draft in the storefront's
// frame (`?preview=draft`, a 404 as well), and a stale save answers 412. The browser logs them.
const unpublished =
  /^console error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/e2e-[a-z0-9-]+(?:\.data)?(?:\?[\w=&-]+)?\)$/;

const bestSellers = (id: string) => ({
  key: 'product-grid',
  id,
  props: { heading: 'Best sellers', limit: 4 },
});
const text = (id: string, html: string) => ({ key: 'rich-text', id, props: { html } });

test.describe('publishing from the editor', () => {
  // each test drives the editor and the shop, often two of each, on a shared machine
  test.describe.configure({ timeout: 60_000 });

  test('a direct PUT of an invalid template answers 422, naming the section and the path', async ({
    request,
  }) => {
    const slug = uniqueSlug('e2e-invalid');
    await createPageByApi(request, {
      title: 'Invalid',
      slug,
      sections: [text('intro', '<p>Hi</p>')],
    });
    const { editing } = await adminTemplate(request, slug);
    const response = await request.put(`/api/admin/templates/${slug}`, {
      headers: { ...auth, 'If-Match': `"${editing.version}"` },
      data: {
        component_data: [
          { key: 'rich-text', id: 'intro', props: { html: '<p>Hi</p>', colour: 'red' } },
          { key: 'no-such-section', id: 'ghost', props: {} },
        ],
      },
    });
    expect(response.status()).toBe(422);
    const body = (await response.json()) as {
      errors: Record<string, string[]>;
      data: { sections: Array<{ section_id: string; path: string; message: string }> };
    };
    expect(body.data.sections).toEqual([
      expect.objectContaining({
        section_id: 'intro',
        path: '/colour',
        message: 'is not a known property',
      }),
      expect.objectContaining({ section_id: 'ghost', path: '' }),
    ]);
    expect(Object.keys(body.errors)).toEqual([
      'component_data.0.props.colour',
      'component_data.1.key',
    ]);
    // nothing was stored
    expect((await adminTemplate(request, slug)).component_data).toEqual([
      text('intro', '<p>Hi</p>'),
    ]);
  });

  test('an invalid prop disables Publish and lists the error, which opens its section', async ({
    page,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(unpublished);
    const slug = uniqueSlug('e2e-problems');
    await createPageByApi(request, {
      title: 'Problems',
      slug,
      sections: [text('intro', '<p>Hello</p>'), bestSellers('grid')],
    });
    const editor = new PublishingEditor(page, baseURL ?? '');
    await editor.open();
    await editor.goTo(`/${slug}`);
    await expect(editor.button('Publish')).toBeEnabled();

    await editor.select('Product grid');
    await page.getByLabel('Number of products').fill('100');
    await expect(editor.button('Publish')).toBeDisabled();
    const problems = page.getByRole('region', {
      name: '1 problem keeps this page from being published',
    });
    await expect(problems).toContainText('/limit must be <= 48');
    // the invalid draft is not saved: the server still has the valid one
    await expect(editor.status('Not saved: 1 problem to fix')).toBeVisible();
    expect((await adminTemplate(request, slug)).component_data[1]?.props.limit).toBe(4);

    await editor.select('Rich text');
    await problems.getByRole('button', { name: 'Product grid (grid)' }).click();
    await expect(
      editor.sections.locator('li[data-section-id="grid"]').getByRole('button', { pressed: true }),
    ).toBeVisible();
    await page.getByLabel('Number of products').fill('12');
    await expect(problems).toBeHidden();
    await expect(editor.button('Publish')).toBeEnabled();
    await expectAccessible(page);
  });

  test('a draft reaches the shop only with Publish, and History restores the previous version', async ({
    page,
    browser,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(unpublished);
    const slug = uniqueSlug('e2e-draft');
    const editor = new PublishingEditor(page, baseURL ?? '');
    await editor.open();
    await editor.createPage('Spring walks', slug, 'Content page');
    // the preview shows the draft; shoppers find no page yet
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'Spring walks' }),
    ).toBeVisible();
    const shopper = await browser.newPage();
    allowConsoleErrors(responseError(404, `/${slug}`));
    await shopper.goto(`/${slug}`);
    await expect(shopper.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    // the editor's frame for the draft shows a shopper nothing of it, and is never indexed
    const frame = await request.get(`/${slug}?preview=draft`);
    expect(frame.status()).toBe(404);
    expect(frame.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(frame.headers()['cache-control']).toBe('no-store');
    expect(await frame.text()).not.toContain('Spring walks');

    await editor.publish();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Spring walks' })).toBeVisible();

    // a change is saved as a draft a second after typing: the shop keeps the published page
    await editor.select('Rich text');
    await page.getByLabel(/^Text\b/).fill('<h1>Summer walks</h1><p>Longer days.</p>');
    await editor.draftSaved();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Spring walks' })).toBeVisible();
    await editor.publish();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Summer walks' })).toBeVisible();

    // History: back to the first version, as a draft, then live
    await editor.button('History').click();
    const versions = page.getByRole('list', { name: 'Published versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').first()).toContainText('Changed Rich text');
    await page.getByRole('button', { name: 'Preview version 1' }).click();
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'Spring walks' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore as draft' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Version 1 is your draft now' }),
    ).toBeVisible();
    await expect(editor.status('Draft saved, not published')).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Summer walks' })).toBeVisible();
    await editor.publish();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { level: 1, name: 'Spring walks' })).toBeVisible();
    await shopper.close();
  });

  test('a new page is published, found in the sitemap, moved (the old address answers 301) and deleted (404)', async ({
    page,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    const slug = uniqueSlug('e2e-page');
    const moved = `${slug}-moved`;
    allowConsoleErrors(unpublished);
    const sitemap = async () => (await request.get('/sitemap.xml?part=pages')).text();
    const editor = new PublishingEditor(page, baseURL ?? '');
    await editor.open();

    await editor.button('New page').click();
    await expectAccessible(page);
    await page
      .getByRole('dialog', { name: 'New page' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await editor.createPage('Trail guide', slug, 'Blank page');
    expect(await sitemap()).not.toContain(`/${slug}<`);
    await editor.publish();
    expect(await sitemap()).toContain(`<loc>${baseURL}/${slug}</loc>`);

    await editor.page.getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('textbox', { name: 'Address' }).fill(moved);
    await page.getByRole('button', { name: 'Change address' }).click();
    await expect(page.getByRole('status').filter({ hasText: `moved to /${moved}` })).toBeVisible();
    await expect(editor.page.getByLabel('Preview URL')).toHaveValue(`${baseURL}/${moved}`);
    const old = await request.get(`/${slug}?ref=mail`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/${moved}?ref=mail`);
    const pages = await sitemap();
    expect(pages).toContain(`<loc>${baseURL}/${moved}</loc>`);
    expect(pages).not.toContain(`<loc>${baseURL}/${slug}</loc>`);

    await editor.page.getByRole('button', { name: 'Page settings' }).click();
    await page.getByRole('button', { name: 'Delete page' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Trail guide”?' });
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete page' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '“Trail guide” is deleted' }),
    ).toBeVisible();
    for (const path of [`/${moved}`, `/${slug}`]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    expect(await sitemap()).not.toContain(moved);
  });

  test('the home page cannot be deleted, and says why', async ({ page, baseURL }) => {
    const editor = new PublishingEditor(page, baseURL ?? '');
    await editor.open();
    await expect(editor.sections).toBeVisible();
    await editor.page.getByRole('button', { name: 'Page settings' }).click();
    await expect(page.getByText('This page cannot be deleted: the shop needs it')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete page' })).toHaveCount(0);
  });

  test('two editors saving the same page get a conflict, not an overwrite, and keep what they typed', async ({
    page,
    browser,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(unpublished, /status of 412 \(Precondition Failed\)/);
    const slug = uniqueSlug('e2e-conflict');
    await createPageByApi(request, {
      title: 'Shared',
      slug,
      sections: [text('intro', '<p>Start</p>')],
    });
    const first = new PublishingEditor(page, baseURL ?? '');
    const second = new PublishingEditor(await browser.newPage(), baseURL ?? '');
    for (const editor of [first, second]) {
      await editor.open();
      await editor.goTo(`/${slug}`);
      await editor.select('Rich text');
    }

    await first.page.getByLabel(/^Text\b/).fill('<p>First editor</p>');
    await expect(first.status('Draft saved, not published')).toBeVisible();
    await expect
      .poll(async () => (await adminTemplate(request, slug)).component_data[0]?.props.html)
      .toBe('<p>First editor</p>');

    await second.page.getByLabel(/^Text\b/).fill('<p>Second editor</p>');
    const conflict = second.page.getByRole('region', { name: 'This page was changed elsewhere' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Different in both: rich-text (intro)');
    await expect(second.page.getByLabel(/^Text\b/)).toHaveValue('<p>Second editor</p>');
    await expect(second.button('Publish')).toBeDisabled();
    // the first editor's save stands
    expect((await adminTemplate(request, slug)).component_data[0]?.props.html).toBe(
      '<p>First editor</p>',
    );

    await conflict.getByRole('button', { name: 'Preview their version' }).click();
    await expect(second.preview.getByText('First editor')).toBeVisible();
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(second.status('Draft saved, not published')).toBeVisible();
    await expect
      .poll(async () => (await adminTemplate(request, slug)).component_data[0]?.props.html)
      .toBe('<p>Second editor</p>');
    await expect(second.preview.getByText('Second editor')).toBeVisible();
  });
});
