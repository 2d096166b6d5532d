import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { ADMIN_TOKEN, EDITOR_URL } from '../../../playwright.config.ts';
import { expect } from '../support/fixtures.ts';

// The example editor as a store owner publishes with it (decision 15): drafts, Publish, History,
// pages. The shop runs on another origin (baseURL), the editor on EDITOR_URL.

/** A section as the admin API answers it. */
export interface Section {
  key: string;
  id: string;
  props: Record<string, unknown>;
}

/** A page's admin template: its draft (or live page) and where it stands. */
export interface AdminTemplate {
  component_data: Section[];
  page: { title: string; slug: string };
  editing: { version: number; has_draft: boolean; published: boolean };
}

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A slug no other test, nor an earlier run, has used. */
export const uniqueSlug = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** `GET /api/admin/templates/{pageKey}`. */
export async function adminTemplate(
  request: APIRequestContext,
  pageKey: string,
): Promise<AdminTemplate> {
  const response = await request.get(`/api/admin/templates/${pageKey}`, { headers: auth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: AdminTemplate }).data;
}

/** `DELETE /api/admin/templates/{pageKey}/draft` when the page has a draft: back to its live version. */
export async function discardDraftByApi(
  request: APIRequestContext,
  pageKey: string,
): Promise<void> {
  const { editing } = await adminTemplate(request, pageKey);
  if (!editing.has_draft) return;
  const response = await request.delete(`/api/admin/templates/${pageKey}/draft`, {
    headers: { ...auth, 'If-Match': `"${editing.version}"` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `POST /api/admin/pages`: a new, unpublished content page with `sections` as its draft. */
export async function createPageByApi(
  request: APIRequestContext,
  page: { title: string; slug: string; sections: Section[] },
): Promise<void> {
  const response = await request.post('/api/admin/pages', {
    headers: auth,
    data: { title: page.title, slug: page.slug, component_data: page.sections },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The editor, with its admin token entered. */
export class PublishingEditor {
  readonly preview: FrameLocator;

  constructor(
    readonly page: Page,
    readonly storefront: string,
  ) {
    this.preview = page.frameLocator('iframe[title="Storefront preview"]');
  }

  /** Opens the editor connected to the shop (one of those the editor was built for), with the admin token. */
  async open() {
    const storefront = new URL(this.storefront).origin;
    await this.page.goto(`${EDITOR_URL}/?storefront=${encodeURIComponent(storefront)}`);
    await expect(this.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await this.page.getByLabel('Admin token').fill(ADMIN_TOKEN);
    await this.page.getByRole('button', { name: 'Use token' }).click();
  }

  /** Shows `path` of the shop in the preview and waits for its sections. */
  async goTo(path: string) {
    await this.page.getByLabel('Preview URL').fill(path);
    await this.page.getByRole('button', { name: 'Go', exact: true }).click();
    // a page shoppers cannot see yet is shown in the storefront's frame for its draft
    await expect(this.page.getByLabel('Preview URL')).toHaveValue(
      new RegExp(`^${escapeRegExp(`${this.storefront}${path}`)}(\\?preview=draft)?$`),
    );
    await expect(this.sections.or(this.page.getByText('No sections here yet'))).toBeVisible();
  }

  get sections(): Locator {
    return this.page.getByRole('list', { name: 'Page sections' });
  }

  /** Selects the section of type `title` (the first of its kind) to edit it. */
  async select(title: string) {
    await this.sections.locator('.section-item__select').filter({ hasText: title }).first().click();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The draft's state beside Publish ("Draft saved, not published"). */
  status(text: string | RegExp): Locator {
    return this.page.locator('.draft-status').filter({ hasText: text });
  }

  /** Creates a page in the New page dialog; the preview then shows its draft. */
  async createPage(title: string, slug: string, layout: 'Blank page' | 'Content page') {
    await this.button('New page').click();
    const dialog = this.page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Address').fill(slug);
    await dialog.getByRole('radio', { name: new RegExp(layout) }).check();
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByLabel('Preview URL')).toHaveValue(
      `${this.storefront}/${slug}?preview=draft`,
    );
    await expect(this.status('Draft saved, not published')).toBeVisible();
  }

  /** Publishes and waits for the editor to say so. */
  async publish() {
    await this.button('Publish').click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
    await expect(this.status('Published, no draft')).toBeVisible();
  }

  /** Waits until autosave has saved the draft. */
  async draftSaved() {
    await expect(this.status('Draft saved, not published')).toBeVisible();
  }
}
