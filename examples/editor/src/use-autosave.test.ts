import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeProps,
  connected,
  currentDraft,
  draftLoaded,
  locationChanged,
  resetEditor,
  useEditorStore,
} from './state/editor-store.ts';
import {
  adminTemplate,
  fakeStorefront,
  rich,
  richTextManifest,
} from './testing/publishing-fixtures.ts';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave.ts';

const saved = (version: number) =>
  adminTemplate([rich('intro', '<p>x</p>')], version, { has_draft: true });

beforeEach(() => {
  // only the debounce is faked: reading a response needs the real event loop
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetEditor();
  connected(richTextManifest);
  locationChanged({ url: 'http://shop/sale', path: '/sale', pageKey: 'sale' });
  draftLoaded('sale', adminTemplate([rich('intro', '<p>Live</p>')], 3));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('autosave', () => {
  it('saves the draft a second after the last change, once', async () => {
    const shop = fakeStorefront({ 'PUT /api/admin/templates/sale': [[200, saved(4)]] });
    vi.stubGlobal('fetch', shop.fetch);
    renderHook(() => useAutosave('token', () => {}));
    changeProps('main', 'intro', { html: '<p>a</p>' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    changeProps('main', 'intro', { html: '<p>ab</p>' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    expect(shop.received).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(shop.received).toHaveLength(1);
    expect(shop.received[0]?.body).toMatchObject({ component_data: [rich('intro', '<p>ab</p>')] });
    await vi.waitFor(() => expect(useEditorStore.getState().saving).toBe(false));
  });

  it('saves at once, with keepalive, when the owner leaves the tab', async () => {
    const shop = fakeStorefront({ 'PUT /api/admin/templates/sale': [[200, saved(4)]] });
    vi.stubGlobal('fetch', shop.fetch);
    renderHook(() => useAutosave('token', () => {}));
    changeProps('main', 'intro', { html: '<p>leaving</p>' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(shop.received).toHaveLength(1));
    expect(shop.fetch.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('asks for the token again when it is refused, keeping the edits', async () => {
    const shop = fakeStorefront({
      'PUT /api/admin/templates/sale': [[401, { message: 'Unauthenticated.' }]],
    });
    vi.stubGlobal('fetch', shop.fetch);
    const rejected = vi.fn();
    renderHook(() => useAutosave('wrong', rejected));
    changeProps('main', 'intro', { html: '<p>kept</p>' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await vi.waitFor(() => expect(rejected).toHaveBeenCalled());
    expect(currentDraft()?.doc.component_data[0]?.props.html).toBe('<p>kept</p>');
  });
});
