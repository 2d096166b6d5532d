import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { ADMIN_TOKEN, EDITOR_URL } from '../../playwright.config.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { contentSecurityPolicies } from './support/policies.ts';

// The editor bridge end to end (DESIGN §4): the example editor on one origin, the
// storefront on another, talking over postmate. Edits go to a page no other spec visits.

const PAGE_KEY = 'terms-and-conditions';
const PAGE_PATH = `/${PAGE_KEY}`;

interface Section {
  key: string;
  id: string;
  props?: Record<string, unknown>;
  hidden?: boolean;
}

interface AdminTemplate {
  component_data: Section[];
  editing: { version: number; has_draft: boolean };
}

async function readTemplate(request: APIRequestContext): Promise<AdminTemplate> {
  const response = await request.get(`/api/admin/templates/${PAGE_KEY}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminTemplate }).data;
}

/**
 * Makes `sections` the page's live sections: saves them over the version last read and publishes
 * the draft that leaves (none when they were live already). Every write names the version it
 * read (decision 15).
 */
async function publishSections(request: APIRequestContext, sections: Section[]) {
  const auth = (version: number) => ({
    Authorization: `Bearer ${ADMIN_TOKEN}`,
    'If-Match': `"${version}"`,
  });
  const { editing } = await readTemplate(request);
  const saved = await request.put(`/api/admin/templates/${PAGE_KEY}`, {
    headers: auth(editing.version),
    data: { component_data: sections },
  });
  expect(saved.status()).toBe(200);
  const draft = ((await saved.json()) as { data: AdminTemplate }).data.editing;
  if (draft.has_draft) {
    const published = await request.post(`/api/admin/templates/${PAGE_KEY}/publish`, {
      headers: auth(draft.version),
    });
    expect(published.status()).toBe(200);
  }
}

/**
 * Runs `body`, then puts the page's sections back as they were, live and without a draft, for
 * whoever comes next.
 */
async function restoringPage(request: APIRequestContext, body: () => Promise<void>) {
  const before = (await readTemplate(request)).component_data;
  try {
    await body();
  } finally {
    await publishSections(request, before);
  }
}

/** The client chunks whose source is under runtime/preview/ except the always-loaded detection. */
function bridgeChunks(): Set<string> {
  const path = 'build/client/.vite/manifest.json';
  expect(existsSync(path), 'the storefront build (npm run build)').toBe(true);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.src === 'runtime/preview/child.ts') files.add(`/${chunk.file}`);
  }
  expect(files.size, 'the bridge chunk is in the build').toBe(1);
  return files;
}

/** The example editor, as a store owner uses it. */
class Editor {
  readonly preview: FrameLocator;

  constructor(
    readonly page: Page,
    readonly storefront: string,
  ) {
    this.preview = page.frameLocator('iframe[title="Storefront preview"]');
  }

  async open() {
    await this.page.goto(EDITOR_URL);
    await expect(this.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(this.urlBar).toHaveValue(`${this.storefront}/`);
  }

  get urlBar(): Locator {
    return this.page.getByLabel('Preview URL');
  }

  async enterToken(token: string) {
    const change = this.page.getByRole('button', { name: 'Change token' });
    if (await change.isVisible()) await change.click();
    await this.page.getByLabel('Admin token').fill(token);
    await this.page.getByRole('button', { name: 'Use token' }).click();
  }

  async goTo(label: string, path: string) {
    await this.page.getByLabel('Page', { exact: true }).selectOption({ label });
    await expect(this.urlBar).toHaveValue(`${this.storefront}${path}`);
  }

  sectionList(name = 'Page sections'): Locator {
    return this.page.getByRole('list', { name });
  }

  item(id: string): Locator {
    return this.sectionList().locator(`li[data-section-id="${id}"]`);
  }

  async itemIds(): Promise<string[]> {
    return this.sectionList()
      .locator('li[data-section-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-section-id') ?? ''));
  }

  async previewIds(): Promise<string[]> {
    return this.preview
      .locator('main [data-section-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-section-id') ?? ''));
  }

  /** Adds a section with the picker: searches for it, then picks it by its name. */
  async addSection(search: string, name: string) {
    await this.page.getByRole('button', { name: 'Add section' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Add a section' });
    await picker.getByRole('searchbox', { name: 'Search sections' }).fill(search);
    await picker.getByRole('button', { name }).click();
    await expect(picker).toBeHidden();
  }

  /** Opens the terms page with the admin token, ready to edit its sections. */
  async editTermsPage() {
    await this.open();
    await this.enterToken(ADMIN_TOKEN);
    await this.goTo('Terms and conditions (content page)', PAGE_PATH);
    await expect(this.item('terms-body')).toBeVisible();
  }
}

test.describe('editor bridge', () => {
  test('the editor connects to the storefront on another origin, and both are accessible', async ({
    page,
    baseURL,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const editor = new Editor(page, baseURL ?? '');
    await editor.open();
    await expect(editor.preview.getByRole('button', { name: 'Edit Header' })).toBeVisible();
    await expect(editor.preview.getByRole('button', { name: 'Edit Footer' })).toBeVisible();
    await expect(editor.preview.getByRole('button', { name: 'Edit Page' })).toBeVisible();
    // the preview downloaded the bridge chunk (the shopper test below checks the opposite)
    const chunks = bridgeChunks();
    expect(requested.filter((path) => chunks.has(path))).toHaveLength(1);
    // the iframe follows the storefront's height
    await expect
      .poll(async () => (await page.locator('iframe').boundingBox())?.height ?? 0)
      .toBeGreaterThan(700);
    await editor.enterToken(ADMIN_TOKEN);
    await expect(editor.sectionList()).toBeVisible();
    await expectAccessible(page);
  });

  test('Edit on a section selects it; its form changes the preview live, with undo', async ({
    page,
    baseURL,
    request,
  }) => {
    await restoringPage(request, async () => {
      const editor = new Editor(page, baseURL ?? '');
      await editor.editTermsPage();
      const section = editor.preview.locator('[data-section-id="terms-body"]');
      await section.hover();
      await section.getByRole('button', { name: 'Edit section Rich text' }).click();
      await expect(editor.item('terms-body').getByRole('button', { pressed: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Rich text\s+terms-body/ })).toBeFocused();

      // a marker on the preview's window survives only if the page is not reloaded
      const previewFrame = page.frames().find((frame) => frame.url().startsWith(baseURL ?? '-'));
      await previewFrame?.evaluate(() => {
        (window as unknown as { marker: boolean }).marker = true;
      });
      await page
        .getByLabel(/^Text\b/)
        .fill('<h1>Terms, edited live</h1><p>Fresh from the editor.</p>');
      await expect(
        editor.preview.getByRole('heading', { name: 'Terms, edited live' }),
      ).toBeVisible();
      expect(
        await previewFrame?.evaluate(() => (window as unknown as { marker?: boolean }).marker),
      ).toBe(true);

      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(
        editor.preview.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
      ).toBeVisible();
      await page.keyboard.press('Control+Shift+Z');
      await expect(
        editor.preview.getByRole('heading', { name: 'Terms, edited live' }),
      ).toBeVisible();
      // the edit is saved as a draft a second later: wait for it before the page is restored
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    });
  });

  test('an edit to a section whose part still waits for the shopper keeps it on screen (a slider)', async ({
    page,
    baseURL,
    request,
  }) => {
    await restoringPage(request, async () => {
      // the terms page opens with a slider above its text, drawn by the server: its carousel is a
      // part that waits for a guest to reach for it (decision 0017)
      const slider: Section = {
        key: 'slider',
        id: 'terms-slider',
        props: {
          slider: 'home',
          label: 'Highlights',
          height: 'small',
          align: 'left',
          autoplay: false,
          priority: false,
        },
      };
      await publishSections(request, [slider, ...(await readTemplate(request)).component_data]);

      // the fewest slide images the preview ever shows, from its first paint on (in every frame;
      // only the preview has the slider)
      await page.addInitScript(() => {
        const watch = window as unknown as { fewestSlides?: number };
        document.addEventListener('DOMContentLoaded', () => {
          const section = document.querySelector('[data-section-id="terms-slider"]');
          if (!section) return;
          const count = () => section.querySelectorAll('img').length;
          watch.fewestSlides = count();
          new MutationObserver(() => {
            watch.fewestSlides = Math.min(watch.fewestSlides ?? 0, count());
          }).observe(section, { childList: true, subtree: true });
        });
      });
      // the editor opened at the page, so the preview's first document is the server's
      const editor = new Editor(page, baseURL ?? '');
      await page.goto(`${EDITOR_URL}?path=${encodeURIComponent(PAGE_PATH)}`);
      await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
      await expect(editor.urlBar).toHaveValue(`${baseURL}${PAGE_PATH}`);
      await editor.enterToken(ADMIN_TOKEN);
      await expect(editor.item('terms-slider')).toBeVisible();
      await expect(editor.preview.getByRole('region', { name: 'Highlights' })).toBeVisible();
      const previewFrame = page.frames().find((frame) => frame.url().startsWith(baseURL ?? '-'));
      const fewestSlides = () =>
        previewFrame?.evaluate(() => (window as unknown as { fewestSlides?: number }).fewestSlides);
      expect(await fewestSlides()).toBeGreaterThan(0);

      // chosen from the editor's list: the pointer never goes near the preview's slider
      await editor
        .item('terms-slider')
        .getByRole('button', { name: 'Slider terms-slider' })
        .click();
      await page.getByLabel(/^Name for screen readers\b/).fill('Highlights, renamed');
      await expect(
        editor.preview.getByRole('region', { name: 'Highlights, renamed' }),
      ).toBeVisible();
      expect(await fewestSlides()).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    });
  });

  test('adds a section from the manifest and reorders it with buttons and by drag', async ({
    page,
    baseURL,
    request,
  }) => {
    await restoringPage(request, async () => {
      const editor = new Editor(page, baseURL ?? '');
      await editor.editTermsPage();
      await editor.addSection('Centred', 'Rich text: Centred statement');
      await expect.poll(() => editor.itemIds()).toHaveLength(2);
      const [, added] = await editor.itemIds();
      expect(added).toMatch(/^rich-text-/);
      await expect.poll(() => editor.previewIds()).toEqual(['terms-body', added]);
      await expect(editor.preview.getByText('on orders over ₹999')).toBeVisible();

      await editor
        .item(added ?? '')
        .getByRole('button', { name: 'Move up' })
        .click();
      await expect.poll(() => editor.previewIds()).toEqual([added, 'terms-body']);
      // focus stays on the moved section's buttons for the next keystroke
      await expect(
        editor.item(added ?? '').getByRole('button', { name: 'Move down' }),
      ).toBeFocused();

      // drag it back below the terms with dnd-kit's keyboard dragging: pick up, move, drop (each
      // step waits for what a screen reader is told, so keys never outrun the drag)
      const handle = editor.item(added ?? '').getByRole('button', { name: /^Drag/ });
      const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(announced('is over Rich text (terms-body)')).toBeAttached();
      await page.keyboard.press('Space');
      await expect(announced('was dropped at Rich text (terms-body)')).toBeAttached();
      await expect.poll(() => editor.previewIds()).toEqual(['terms-body', added]);
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    });
  });

  test('navigates the preview from the editor, and the URL bar follows it', async ({
    page,
    baseURL,
  }) => {
    const editor = new Editor(page, baseURL ?? '');
    await editor.open();
    await editor.goTo('About us (content page)', '/about-us');
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'About Northwind Outfitters' }),
    ).toBeVisible();
    await editor.urlBar.fill('/privacy-policy');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(editor.urlBar).toHaveValue(`${baseURL}/privacy-policy`);
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeVisible();
    // only paths of the storefront are sent
    await editor.urlBar.fill('https://elsewhere.example/');
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page.getByText('Enter a page of the storefront')).toBeVisible();

    // a message that breaks the protocol is dropped with a warning, and changes nothing
    const dropped = page.waitForEvent('console', (message) =>
      message.text().includes('Dropped a "navigatePage" message'),
    );
    await page.evaluate((storefront) => {
      const frame = document.querySelector('iframe');
      frame?.contentWindow?.postMessage(
        {
          postmate: 'call',
          type: 'application/x-postmate-v1+json',
          property: 'navigatePage',
          data: { path: '//elsewhere.example/' },
        },
        storefront,
      );
    }, baseURL ?? '');
    await dropped;
    const previewFrame = page.frames().find((frame) => frame.url().startsWith(baseURL ?? '-'));
    expect(previewFrame?.url()).toBe(`${baseURL}/privacy-policy`);
    await expect(
      editor.preview.getByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeVisible();
  });

  test('saves the draft through the admin endpoint: a wrong token loses nothing, and shoppers see the change once published', async ({
    page,
    browser,
    baseURL,
    request,
    allowConsoleErrors,
  }) => {
    // the browser's console names the refused save (401); nothing else may go wrong
    allowConsoleErrors(/status of 401 \(Unauthorized\)/);
    const marker = `Saved from the editor ${Date.now()}`;
    await restoringPage(request, async () => {
      const editor = new Editor(page, baseURL ?? '');
      await editor.editTermsPage();
      await editor.enterToken('not-the-token');
      await editor.addSection('Centred', 'Rich text: Centred statement');
      await page.getByLabel(/^Text\b/).fill(`<p>${marker}</p>`);
      await expect(editor.preview.getByText(marker)).toBeVisible();

      // the draft is saved a second after the last change: with this token, it is refused
      await expect(page.getByRole('alert')).toContainText('The admin token was not accepted');
      await expect(page.getByLabel(/^Text\b/)).toHaveValue(`<p>${marker}</p>`);
      await expect.poll(() => editor.itemIds()).toHaveLength(2);

      await editor.enterToken(ADMIN_TOKEN);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

      const shopper = await browser.newPage();
      await shopper.goto(PAGE_PATH);
      await expect(shopper.locator('main')).toBeVisible();
      await expect(shopper.getByText(marker)).toHaveCount(0);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      await shopper.reload();
      await expect(shopper.getByText(marker)).toBeVisible();
      await shopper.close();
    });
  });

  test('an editor on an origin that is not allowed is refused by CSP and gets no handshake', async ({
    page,
    request,
    baseURL,
    allowConsoleErrors,
  }) => {
    // the browser reports the refused framing as an error: this test causes it on purpose
    allowConsoleErrors(
      /^console error: Framing 'http:\/\/localhost:\d+\/' violates the following Content Security Policy directive: "frame-ancestors /,
    );
    const response = await request.get('/');
    const policies = contentSecurityPolicies(response);
    expect(policies).toContain(`frame-ancestors 'self' ${EDITOR_URL}`);
    // the same editor, served from another origin (127.0.0.1 is not localhost to the browser)
    const otherOrigin = EDITOR_URL.replace('localhost', '127.0.0.1');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    // 1. As served, the browser refuses to show the shop inside it.
    const refused = page.waitForEvent('console', (message) =>
      message
        .text()
        .includes(
          `violates the following Content Security Policy directive: "frame-ancestors 'self' ${EDITOR_URL}"`,
        ),
    );
    await page.goto(otherOrigin);
    await refused;

    // 2. Even without the header, the storefront does not answer a framer it does not allow:
    //    one warning, no overlays, no bridge chunk, and the editor hears nothing back.
    await page.route(`${baseURL}/`, async (route) => {
      const original = await route.fetch();
      const headers = { ...original.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response: original, headers });
    });
    const warned = page.waitForEvent('console', (message) =>
      message.text().includes(`Framed by ${otherOrigin}, which is not in EDITOR_ORIGINS`),
    );
    await page.reload();
    await warned;
    const shop = page.frameLocator('iframe[title="Storefront preview"]');
    await expect(shop.locator('main')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'did not answer' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(shop.getByRole('button', { name: 'Edit Page' })).toHaveCount(0);
    const chunks = bridgeChunks();
    expect(requested.filter((path) => chunks.has(path))).toEqual([]);
  });

  test("a shopper's visit downloads no editor code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const chunks = bridgeChunks();
    expect(scripts.filter((path) => chunks.has(path))).toEqual([]);
  });
});
