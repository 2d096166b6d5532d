import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { ADMIN_TOKEN, EDITOR_URL } from '../../../playwright.config.ts';
import { expect } from '../support/fixtures.ts';

// The example page editor (examples/editor) on its own origin, with the storefront in its
// preview frame on another (DESIGN §4): what a store owner does with it, as steps.

/** The editor, as a store owner uses it. */
export class EditorPage {
  readonly preview: FrameLocator;

  constructor(
    readonly page: Page,
    /** The storefront's origin (the spec's `baseURL`). */
    readonly storefront: string,
  ) {
    this.preview = page.frameLocator('iframe[title="Storefront preview"]');
  }

  /** Opens the editor on `path` of the shop, with the admin token, once the preview connects. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(`${EDITOR_URL}/?path=${encodeURIComponent(path)}#token=${ADMIN_TOKEN}`);
    await this.connected();
    await expect(this.urlBar).toHaveValue(`${this.storefront}${path}`);
  }

  /** Waits for the preview to be connected (after opening, a reload, Retry). */
  async connected(): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: /^Connected$/ })).toBeVisible({
      timeout: 15_000,
    });
  }

  get urlBar(): Locator {
    return this.page.getByLabel('Preview URL');
  }

  /** The preview's page, for what Playwright cannot do through a frame locator. */
  previewFrame(): Frame {
    const frame = this.page
      .frames()
      .find((candidate) => candidate.url().startsWith(this.storefront));
    if (!frame) throw new Error('The preview frame is not there');
    return frame;
  }

  /** The section with `id` in the preview. */
  previewSection(id: string): Locator {
    return this.preview.locator(`[data-section-id="${id}"]`);
  }

  /** The list of the page's sections labelled "Outline". */
  get outline(): Locator {
    return this.page.getByRole('list', { name: 'Outline' });
  }

  /** The item of the list "Page sections" for section `id`. */
  listItem(id: string): Locator {
    return this.page
      .getByRole('list', { name: 'Page sections' })
      .locator(`li[data-section-id="${id}"]`);
  }

  /** The settings form of the selected section (its heading names the section and its id). */
  sectionForm(title: string, id: string): Locator {
    return this.page.getByRole('heading', { name: new RegExp(`${title}\\s+${id}`) });
  }

  /** Selects section `id` in the list, for its settings. */
  async selectInList(id: string): Promise<void> {
    await this.listItem(id).locator('.section-item__select').click();
  }

  /** The section picker (Add section). */
  get picker(): Locator {
    return this.page.getByRole('dialog', { name: 'Add a section' });
  }

  async openPicker(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add section' }).click();
    await expect(this.picker).toBeVisible();
  }
}
