import type { APIRequestContext, Frame, Locator, Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../../playwright.config.ts';
import { expect } from '../support/fixtures.ts';
import { PublishingEditor } from './publishing-editor.ts';

// The editor's Store settings panel (issue 25), as a store owner uses it: the settings are
// previewed at once and go live with the page's Publish.

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** The storefront fields the settings spec changes, to put back after it. */
export const TOUCHED_FIELDS = [
  'theme_color',
  'text_color',
  'logo1',
  'favicon',
  'is_cookie_warning_enabled',
  'cookie_warning_message',
  'mode',
  'is_password_protection_enabled',
] as const;

/** The social profiles and plugins the settings spec changes, as live before it. */
export interface LiveExtras {
  live_social: Record<string, string | null>;
  live_plugins: { module_name: string; is_installed: boolean; config: Record<string, unknown> }[];
}

/** The live social profiles and configurable plugins (the settings draft endpoint's). */
export async function liveExtras(request: APIRequestContext): Promise<LiveExtras> {
  const response = await request.get('/api/admin/storefront/draft', { headers: auth });
  expect(response.status()).toBe(200);
  const { live_social, live_plugins } = ((await response.json()) as { data: LiveExtras }).data;
  return { live_social, live_plugins };
}

/** Puts the social profiles and plugins of `saved` back live. */
export async function restoreExtras(request: APIRequestContext, saved: LiveExtras): Promise<void> {
  const put = await request.put('/api/admin/settings', { headers: auth, data: saved.live_social });
  expect(put.status(), await put.text()).toBe(200);
  for (const { module_name, is_installed, config } of saved.live_plugins) {
    const plugin = await request.put(`/api/admin/plugins/${module_name}`, {
      headers: auth,
      data: { is_installed, config },
    });
    expect(plugin.status(), await plugin.text()).toBe(200);
  }
}

/** The plugins shoppers' pages load now. */
export async function shopperPluginNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/plugins/all');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { module_name: string }[] }).data.map(
    (plugin) => plugin.module_name,
  );
}

/** The live storefront, as shoppers' pages read it. */
export async function liveStorefront(request: APIRequestContext): Promise<Record<string, unknown>> {
  const response = await request.get('/api/storefront/all');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/**
 * Puts `saved` fields back live and throws any settings draft away, so the specs sharing this
 * store meet it as it was.
 */
export async function restoreStorefront(
  request: APIRequestContext,
  saved: Record<string, unknown>,
): Promise<void> {
  const back = Object.fromEntries(TOUCHED_FIELDS.map((field) => [field, saved[field] ?? null]));
  const put = await request.put('/api/admin/storefront', { headers: auth, data: back });
  expect(put.status(), await put.text()).toBe(200);
  const draft = await request.get('/api/admin/storefront/draft', { headers: auth });
  const { version } = ((await draft.json()) as { data: { version: number } }).data;
  const discarded = await request.delete('/api/admin/storefront/draft', {
    headers: { ...auth, 'If-Match': `"${version}"` },
  });
  expect(discarded.status(), await discarded.text()).toBe(200);
}

/** The publishing editor with its Store settings panel. */
export class SettingsEditor extends PublishingEditor {
  /** Opens the Store settings panel. */
  async openSettings() {
    await this.button('Store settings').click();
    await expect(this.panel.getByRole('heading', { name: 'Store settings' })).toBeVisible();
  }

  /** Opens the editor on the shop's `path` (About us by default) with its Store settings panel. */
  async openSettingsOn(path = '/about-us') {
    await this.open();
    await this.goTo(path);
    await this.openSettings();
  }

  get panel(): Locator {
    return this.page.locator('.store-settings');
  }

  /** Opens one group of the panel (`Logo`, `Store mode`…). */
  async group(title: string): Promise<Locator> {
    const group = this.panel.locator('details').filter({
      has: this.page.locator('summary', { hasText: title }),
    });
    if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
    return group;
  }

  /** The settings' state line ("Saved to the draft, not published"). */
  settingsStatus(text: string | RegExp): Locator {
    return this.panel.locator('.draft-status').filter({ hasText: text });
  }

  /** Waits until autosave has put the settings into their draft. */
  async settingsSaved() {
    await expect(this.settingsStatus('Saved to the draft, not published')).toBeVisible();
  }

  /** The storefront frame of the preview, to read its CSS and mark its window. */
  previewFrame(): Frame {
    const frame = this.page
      .frames()
      .find((candidate) => candidate.url().startsWith(this.storefront));
    if (!frame) throw new Error('no storefront frame in the editor');
    return frame;
  }

  /** Publishes the page and the settings (no page draft needed). */
  async publishSettings() {
    await this.button('Publish').click();
    await expect(this.page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
    await expect(this.settingsStatus('As shoppers see them')).toBeVisible();
  }
}

/** The `href` of the page's `<link rel="icon">` (`null` without one). */
export function faviconHref(target: Frame | Page): Promise<string | null> {
  return target.evaluate(
    () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null,
  );
}

/** A CSS variable of the theme on the root of `target`'s page. */
export function themeVariable(target: Frame | Page, name: string): Promise<string> {
  return target.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}
