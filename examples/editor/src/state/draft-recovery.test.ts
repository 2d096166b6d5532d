import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateEnvelope } from '../../../../schemas/template.ts';
import {
  discardKept,
  hasUnsavedChanges,
  KEEP_DELAY_MS,
  KEPT_DRAFTS_KEY,
  keepDrafts,
  readKept,
  restoreKept,
  useRecovery,
} from './draft-recovery.ts';
import {
  changeProps,
  currentDraft,
  draftLoaded,
  locationChanged,
  resetEditor,
  savedAs,
  undo,
} from './editor-store.ts';

const envelope = (html: string): TemplateEnvelope => ({
  template: { id: 'default', header: [], footer: [] },
  page: null as never,
  page_type: 'page',
  component_data: [{ key: 'rich-text', id: 'intro', props: { html } }],
  schema_version: 1,
});
const at = { url: 'http://shop/about-us', path: '/about-us', pageKey: 'about-us' };
const html = () => currentDraft()?.doc.component_data[0]?.props.html;

let stop: () => void;
/** A visit to the editor: it opens the page, and its template arrives from the storefront. */
function visit(saved = '<p>Saved</p>') {
  resetEditor();
  useRecovery.setState({ offer: null });
  stop = keepDrafts(localStorage);
  locationChanged(at);
  draftLoaded('about-us', envelope(saved));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('unsaved changes kept in the browser', () => {
  it('keeps a page’s unsaved changes a moment after they are made', () => {
    visit();
    changeProps('main', 'intro', { html: '<p>Typed</p>' });
    expect(readKept(localStorage)).toEqual({});
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(readKept(localStorage)['about-us']?.doc.component_data[0]?.props).toEqual({
      html: '<p>Typed</p>',
    });
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('writes at once when the tab is closed', () => {
    visit();
    changeProps('main', 'intro', { html: '<p>Typed</p>' });
    window.dispatchEvent(new Event('pagehide'));
    expect(readKept(localStorage)['about-us']).toBeDefined();
  });

  it('forgets them once they are saved or undone', () => {
    visit();
    changeProps('main', 'intro', { html: '<p>Typed</p>' });
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    undo();
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(localStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
    changeProps('main', 'intro', { html: '<p>Saved now</p>' });
    const draft = currentDraft();
    if (draft) savedAs('about-us', draft.doc);
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(localStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('offers them back on the next visit, and restores them as one undoable step', () => {
    visit();
    changeProps('main', 'intro', { html: '<p>Lost in a crash</p>' });
    window.dispatchEvent(new Event('pagehide'));
    stop();

    visit();
    expect(html()).toBe('<p>Saved</p>');
    expect(useRecovery.getState().offer).toMatchObject({ pageKey: 'about-us', savedSince: false });
    // still kept while the question is open, whatever else happens
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(readKept(localStorage)['about-us']).toBeDefined();

    restoreKept();
    expect(html()).toBe('<p>Lost in a crash</p>');
    expect(useRecovery.getState().offer).toBeNull();
    undo();
    expect(html()).toBe('<p>Saved</p>');
  });

  it('says when the page was saved since, and discards them when asked', () => {
    visit();
    changeProps('main', 'intro', { html: '<p>Mine</p>' });
    window.dispatchEvent(new Event('pagehide'));
    stop();

    visit('<p>Saved by someone else</p>');
    expect(useRecovery.getState().offer).toMatchObject({ savedSince: true });
    discardKept();
    expect(useRecovery.getState().offer).toBeNull();
    expect(html()).toBe('<p>Saved by someone else</p>');
    expect(localStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
  });

  it('offers nothing when what was kept is what the page already is', () => {
    localStorage.setItem(
      KEPT_DRAFTS_KEY,
      JSON.stringify({
        version: 1,
        drafts: {
          'about-us': {
            doc: {
              template: { id: 'default', header: [], footer: [] },
              page: null,
              component_data: envelope('<p>Saved</p>').component_data,
            },
            base: {},
            keptAt: 1,
          },
        },
      }),
    );
    visit();
    expect(useRecovery.getState().offer).toBeNull();
  });

  it('reads nothing from storage it does not understand', () => {
    localStorage.setItem(KEPT_DRAFTS_KEY, '{not json');
    expect(readKept(localStorage)).toEqual({});
    localStorage.setItem(KEPT_DRAFTS_KEY, JSON.stringify({ version: 9, drafts: {} }));
    expect(readKept(localStorage)).toEqual({});
  });
});
