import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFLICT_MESSAGE, discardPageDraft, publishPage, saveDraftOf } from './save-page.ts';
import {
  changeProps,
  connected,
  currentDraft,
  draftLoaded,
  isDirty,
  keepMine,
  locationChanged,
  resetEditor,
  takeTheirs,
  undo,
  useEditorStore,
} from './state/editor-store.ts';
import {
  adminTemplate,
  fakeStorefront,
  rich,
  richTextManifest,
} from './testing/publishing-fixtures.ts';

const TEMPLATE = '/api/admin/templates/sale';
const draft = () => currentDraft();
const typed = () => draft()?.doc.component_data[0]?.props.html;

function openSale(version = 3) {
  resetEditor();
  connected(richTextManifest);
  locationChanged({ url: 'http://shop/sale', path: '/sale', pageKey: 'sale' });
  draftLoaded('sale', adminTemplate([rich('intro', '<p>Live</p>')], version));
}

beforeEach(() => openSale());
afterEach(() => vi.unstubAllGlobals());

describe('saving a draft', () => {
  it('sends only what changed, naming the version it read, and is clean after', async () => {
    const shop = fakeStorefront({
      [`PUT ${TEMPLATE}`]: [
        [200, adminTemplate([rich('intro', '<p>Draft</p>')], 4, { has_draft: true })],
      ],
    });
    vi.stubGlobal('fetch', shop.fetch);
    changeProps('main', 'intro', { html: '<p>Draft</p>' });
    expect(await saveDraftOf('sale', 'token')).toBe('saved');
    expect(shop.received).toEqual([
      {
        method: 'PUT',
        path: TEMPLATE,
        ifMatch: '"3"',
        body: { component_data: [rich('intro', '<p>Draft</p>')], schema_version: 1 },
      },
    ]);
    expect(isDirty(draft())).toBe(false);
    expect(draft()?.server).toMatchObject({ version: 4, hasDraft: true });
  });

  it('sends nothing while a section is invalid: the API would refuse it, and nothing typed is lost', async () => {
    const shop = fakeStorefront({});
    vi.stubGlobal('fetch', shop.fetch);
    changeProps('main', 'intro', { html: '' });
    expect(await saveDraftOf('sale', 'token')).toBe('invalid');
    expect(shop.received).toEqual([]);
    expect(typed()).toBe('');
  });

  it('keeps both versions on a conflict, then saves mine over theirs when I keep mine', async () => {
    const theirs = adminTemplate([rich('intro', '<p>Theirs</p>')], 5, { has_draft: true });
    const shop = fakeStorefront({
      [`PUT ${TEMPLATE}`]: [
        [412, { message: 'changed elsewhere', data: { current_version: 5 } }],
        [200, adminTemplate([rich('intro', '<p>Mine</p>')], 6, { has_draft: true })],
      ],
      [`GET ${TEMPLATE}`]: [[200, theirs]],
    });
    vi.stubGlobal('fetch', shop.fetch);
    changeProps('main', 'intro', { html: '<p>Mine</p>' });
    expect(await saveDraftOf('sale', 'token')).toBe('conflict');
    expect(typed()).toBe('<p>Mine</p>');
    expect(draft()?.conflict?.theirs.component_data).toEqual(theirs.component_data);
    expect(useEditorStore.getState().notice).toEqual({ kind: 'error', text: CONFLICT_MESSAGE });
    // nothing is saved while the owner has not chosen
    expect(await saveDraftOf('sale', 'token')).toBe('conflict');

    keepMine('sale');
    expect(await saveDraftOf('sale', 'token')).toBe('saved');
    const last = shop.received.at(-1);
    expect(last).toMatchObject({ method: 'PUT', ifMatch: '"5"' });
    expect(typed()).toBe('<p>Mine</p>');
  });

  it('takes their version on a conflict when asked, and Undo brings mine back', async () => {
    const shop = fakeStorefront({
      [`PUT ${TEMPLATE}`]: [[412, { message: 'changed elsewhere', data: { current_version: 5 } }]],
      [`GET ${TEMPLATE}`]: [
        [200, adminTemplate([rich('intro', '<p>Theirs</p>')], 5, { has_draft: true })],
      ],
    });
    vi.stubGlobal('fetch', shop.fetch);
    changeProps('main', 'intro', { html: '<p>Mine</p>' });
    await saveDraftOf('sale', 'token');
    takeTheirs('sale');
    expect(typed()).toBe('<p>Theirs</p>');
    expect(isDirty(draft())).toBe(false);
    undo();
    expect(typed()).toBe('<p>Mine</p>');
  });
});

describe('publishing and discarding', () => {
  it('saves pending edits first, then publishes the version that save left', async () => {
    const shop = fakeStorefront({
      [`PUT ${TEMPLATE}`]: [
        [200, adminTemplate([rich('intro', '<p>New</p>')], 4, { has_draft: true })],
      ],
      [`POST ${TEMPLATE}/publish`]: [[200, adminTemplate([rich('intro', '<p>New</p>')], 5)]],
    });
    vi.stubGlobal('fetch', shop.fetch);
    changeProps('main', 'intro', { html: '<p>New</p>' });
    expect(await publishPage('sale', 'token')).toBe('saved');
    // then the page list and the store settings (published with the page) are read again
    await vi.waitFor(() =>
      expect(shop.received.map((call) => [call.method, call.path, call.ifMatch])).toEqual([
        ['PUT', TEMPLATE, '"3"'],
        ['POST', `${TEMPLATE}/publish`, '"4"'],
        ['GET', '/api/admin/pages', null],
        ['GET', '/api/admin/storefront/draft', null],
      ]),
    );
    expect(draft()?.server).toMatchObject({ version: 5, hasDraft: false });
  });

  it('discards the draft back to the live page, and Undo brings the edits back', async () => {
    openSale();
    draftLoaded('sale', adminTemplate([rich('intro', '<p>Draft</p>')], 4, { has_draft: true }));
    const shop = fakeStorefront({
      [`DELETE ${TEMPLATE}/draft`]: [[200, adminTemplate([rich('intro', '<p>Live</p>')], 5)]],
    });
    vi.stubGlobal('fetch', shop.fetch);
    expect(await discardPageDraft('sale', 'token')).toBe('saved');
    expect(typed()).toBe('<p>Live</p>');
    expect(draft()?.server?.hasDraft).toBe(false);
    undo();
    expect(typed()).toBe('<p>Draft</p>');
  });
});
