import type { APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN } from '../../../playwright.config.ts';
import { expect } from './fixtures.ts';

// Admin calls the shell's specs use to switch store-wide state (gates, licence, plugins,
// settings). Tests that use them are tagged @store-state: they run alone, after the others.

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** `PUT /api/admin/storefront`: storefront fields plus license_status, subscription_status, password. */
export async function updateStorefront(
  request: APIRequestContext,
  change: Record<string, unknown>,
): Promise<void> {
  const response = await request.put('/api/admin/storefront', { headers: auth, data: change });
  expect(response.status(), await response.text()).toBe(200);
}

/** `PUT /api/admin/settings`. */
export async function updateSettings(
  request: APIRequestContext,
  change: Record<string, unknown>,
): Promise<void> {
  const response = await request.put('/api/admin/settings', { headers: auth, data: change });
  expect(response.status(), await response.text()).toBe(200);
}

/** `PUT /api/admin/plugins/{name}`: install or remove a plugin. */
export async function updatePlugin(
  request: APIRequestContext,
  name: string,
  change: { is_installed?: boolean; config?: Record<string, unknown> },
): Promise<void> {
  const response = await request.put(`/api/admin/plugins/${name}`, { headers: auth, data: change });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo store's gates: open, licensed, subscribed, no password. */
export const OPEN_STORE = {
  license_status: 'active',
  subscription_status: 'active',
  is_password_protection_enabled: false,
  mode: 'Live',
  password: null,
  enable_indexing: true,
} as const;
