import { describe, expect, it } from 'vitest';
import { API_PREFIX, expandPath } from '../../schemas/api/endpoint.ts';
import * as endpoints from '../../schemas/api/endpoints.ts';
import { ALL_TAGS } from './shared-cache.ts';
import { isAnonymousRequest, rowOf, SHARED_ROWS, tagsChangedBy } from './shared-data.ts';

const changedBy = (row: { method: string; path: string }, params: Record<string, string> = {}) =>
  tagsChangedBy(row.method, expandPath(row.path, params));

describe('what the shared cache may keep', () => {
  it('keeps only rows anyone may call (no customer or admin answer is ever shared)', () => {
    const rows = Object.values(endpoints).flatMap((module) => Object.values(module));
    const shared = rows.filter((row) => SHARED_ROWS.has(row));
    expect(shared.length).toBeGreaterThan(20);
    for (const row of shared) expect(row.access, row.path).toBe('guest');
    for (const personal of [
      endpoints.cart.get,
      endpoints.wishlist.get,
      endpoints.account.get,
      endpoints.orders.list,
      endpoints.storefront.initialValues,
    ])
      expect(SHARED_ROWS.has(personal), personal.path).toBe(false);
  });

  it('takes a request with only the storefront’s own cookies as anonymous, and no other', () => {
    expect(isAnonymousRequest(null)).toBe(true);
    expect(isAnonymousRequest('sf_cookie_consent=%7B%7D; sf_heartbeat=1')).toBe(true);
    expect(isAnonymousRequest('sf_session=abc')).toBe(false);
    expect(isAnonymousRequest('sf_cookie_consent=1; cart_session=xyz')).toBe(false);
    expect(isAnonymousRequest('sf_store_unlock=yes')).toBe(false);
    expect(isAnonymousRequest('platform_session=1')).toBe(false);
  });
});

describe('what a write makes stale', () => {
  it('forgets templates and settings on Publish and on a restored version, not on a saved draft', () => {
    // a Publish takes the store settings' draft live with the page
    expect(changedBy(endpoints.admin.publishTemplate, { pageKey: 'home' })).toEqual([
      'templates',
      'settings',
    ]);
    expect(changedBy(endpoints.admin.restoreVersion, { pageKey: 'home', number: '2' })).toEqual([
      'templates',
      'settings',
    ]);
    expect(changedBy(endpoints.admin.saveTemplate, { pageKey: 'home' })).toEqual([]);
    expect(changedBy(endpoints.admin.saveStorefrontDraft)).toEqual([]);
    expect(changedBy(endpoints.admin.discardStorefrontDraft)).toEqual([]);
  });

  it('forgets the settings a store setting shows in, and the catalogue an order takes stock from', () => {
    expect(changedBy(endpoints.admin.saveSettings)).toEqual(['settings', 'catalogue']);
    expect(changedBy(endpoints.admin.saveStorefront)).toContain('settings');
    expect(changedBy(endpoints.checkout.placeOrder)).toEqual(['catalogue']);
  });

  it('forgets nothing for reads and for a shopper’s writes to their own data', () => {
    expect(changedBy(endpoints.catalogue.productGrid)).toEqual([]);
    expect(changedBy(endpoints.content.menu, { id: 'main' })).toEqual([]);
    expect(changedBy(endpoints.cart.addItem)).toEqual([]);
    expect(changedBy(endpoints.auth.login)).toEqual([]);
    expect(changedBy(endpoints.wishlist.add)).toEqual([]);
  });

  it('forgets everything for a write it does not know', () => {
    expect(tagsChangedBy('POST', `${API_PREFIX}/admin/something-new`)).toEqual([ALL_TAGS]);
    expect(tagsChangedBy('PATCH', expandPath(endpoints.content.menu.path, { id: 'main' }))).toEqual(
      [ALL_TAGS],
    );
  });

  it('tells a literal path from a template of the same shape', () => {
    expect(rowOf('GET', expandPath(endpoints.admin.pages.path))).toBe(endpoints.admin.pages);
    expect(rowOf('GET', expandPath(endpoints.catalogue.relatedProducts.path, { id: 'cap' }))).toBe(
      endpoints.catalogue.relatedProducts,
    );
  });
});
