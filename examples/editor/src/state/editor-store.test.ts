import { beforeEach, describe, expect, it } from 'vitest';
import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import type { TemplateEnvelope } from '../../../../schemas/template.ts';
import {
  addFromManifest,
  changePageMeta,
  changeProps,
  clearSectionErrors,
  connected,
  currentDraft,
  draftLoaded,
  duplicate,
  edit,
  isDirty,
  locationChanged,
  move,
  noAnswer,
  redo,
  remove,
  resetEditor,
  savedAs,
  sectionFailed,
  select,
  selectFromPreview,
  showPanel,
  toggleHidden,
  undo,
  useEditorStore,
} from './editor-store.ts';

const manifest: ManifestEntryMessage[] = [
  {
    key: 'rich-text',
    title: 'Rich text',
    group: 'content',
    schema: {
      type: 'object',
      properties: {
        html: { type: 'string' },
        align: { type: 'string', default: 'left' },
      },
      required: ['html'],
    },
    presets: [{ name: 'Statement', props: { html: '<p>Free shipping</p>', align: 'center' } }],
    pageTypes: null,
  },
];

const envelope: TemplateEnvelope = {
  template: {
    id: 'default',
    header: [{ key: 'rich-text', id: 'tag', props: { html: 'T' } }],
    footer: [],
  },
  page: {
    id: 3,
    slug: 'terms-and-conditions',
    parent_slug: null,
    title: 'Terms',
    meta_title: null,
    meta_description: null,
    image: null,
    is_active: true,
  },
  page_type: 'page',
  component_data: [
    { key: 'rich-text', id: 'a', props: { html: 'A' } },
    { key: 'rich-text', id: 'b', props: { html: 'B' } },
  ],
  schema_version: 1,
};

const state = () => useEditorStore.getState();
const mainIds = () => currentDraft()?.doc.component_data.map((s) => s.id);

beforeEach(() => {
  resetEditor();
  connected(manifest);
  locationChanged({
    url: 'http://shop/terms-and-conditions',
    path: '/terms-and-conditions',
    pageKey: 'terms',
  });
  draftLoaded('terms', envelope);
});

describe('editor store', () => {
  it('connects, and gives up waiting only while still connecting', () => {
    resetEditor();
    noAnswer();
    expect(state().connection).toBe('no-answer');
    connected(manifest);
    noAnswer();
    expect(state().connection).toBe('connected');
  });

  it('connects without sections, and says why, when the storefront has no manifest', () => {
    resetEditor();
    connected([], 'Could not load the storefront’s section manifest: the server answered 500.');
    expect(state().connection).toBe('connected');
    expect(state().manifest).toEqual([]);
    expect(state().notice).toEqual({
      kind: 'error',
      text: expect.stringContaining('the server answered 500'),
    });
  });

  it('loads a draft that is not dirty', () => {
    expect(currentDraft()?.pageType).toBe('page');
    expect(isDirty(currentDraft())).toBe(false);
  });

  it('adds a preset after the selected section and selects it', () => {
    select('a');
    const id = addFromManifest('rich-text', 0);
    expect(mainIds()).toEqual(['a', id, 'b']);
    expect(currentDraft()?.doc.component_data[1]?.props).toEqual({
      html: '<p>Free shipping</p>',
      align: 'center',
    });
    expect(state().selectedId).toBe(id);
    expect(isDirty(currentDraft())).toBe(true);
  });

  it('adds with schema defaults when no preset is chosen, at the end', () => {
    const id = addFromManifest('rich-text', null);
    expect(mainIds()).toEqual(['a', 'b', id]);
    expect(currentDraft()?.doc.component_data[2]?.props).toEqual({ html: '', align: 'left' });
  });

  it('adds to the header when the header list is shown', () => {
    showPanel('header');
    const id = addFromManifest('rich-text', 0);
    expect(currentDraft()?.doc.template.header.map((s) => s.id)).toEqual(['tag', id]);
  });

  it('removes, moves, duplicates and hides, each undoable', () => {
    move('main', 1, 0);
    expect(mainIds()).toEqual(['b', 'a']);
    duplicate('main', 'a');
    const copy = state().selectedId;
    expect(mainIds()).toEqual(['b', 'a', copy]);
    toggleHidden('main', 'b', true);
    expect(currentDraft()?.doc.component_data[0]?.hidden).toBe(true);
    select('a');
    remove('main', 'a');
    expect(state().selectedId).toBeNull();
    expect(mainIds()).toEqual(['b', copy]);
    for (let i = 0; i < 4; i++) undo();
    expect(currentDraft()?.doc).toEqual(currentDraft()?.saved);
    redo();
    expect(mainIds()).toEqual(['b', 'a']);
  });

  it('keeps typing in one form as one undo step', () => {
    changeProps('main', 'a', { html: 'A1' });
    changeProps('main', 'a', { html: 'A12' });
    changePageMeta('title', 'Terms of sale');
    expect(currentDraft()?.history.past).toHaveLength(2);
    undo();
    undo();
    expect(isDirty(currentDraft())).toBe(false);
  });

  it('selects the section pressed in the preview, switching to its area', () => {
    expect(selectFromPreview('tag')).toBe(true);
    expect(state()).toMatchObject({ panel: 'header', selectedId: 'tag' });
    expect(selectFromPreview('missing')).toBe(false);
  });

  it('keeps the draft of a page when the preview navigates away and back', () => {
    edit((doc) => {
      doc.component_data.pop();
    });
    locationChanged({ url: 'http://shop/', path: '/', pageKey: 'home' });
    expect(currentDraft()).toBeUndefined();
    expect(state().selectedId).toBeNull();
    locationChanged({
      url: 'http://shop/terms-and-conditions',
      path: '/terms-and-conditions',
      pageKey: 'terms',
    });
    expect(mainIds()).toEqual(['a']);
  });

  it('is clean after a save', () => {
    remove('main', 'b');
    const draft = currentDraft();
    if (draft) savedAs('terms', draft.doc);
    expect(isDirty(currentDraft())).toBe(false);
  });

  it('collects and clears section errors', () => {
    sectionFailed({
      id: 'a',
      key: 'rich-text',
      errors: [{ path: '/html', message: 'is required' }],
    });
    expect(state().sectionErrors.a).toHaveLength(1);
    clearSectionErrors();
    expect(state().sectionErrors).toEqual({});
  });
});
