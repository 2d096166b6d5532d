import { describe, expect, it } from 'vitest';
import {
  addSection,
  duplicateSection,
  type EditorDocument,
  findSection,
  moveSection,
  newSectionId,
  removeSection,
  saveBody,
  setHidden,
  setPageMeta,
} from './document.ts';

const doc = (): EditorDocument => ({
  template: {
    id: 'default',
    header: [{ key: 'rich-text', id: 'tagline', props: { html: 'Hi' } }],
    footer: [],
  },
  page: {
    id: 1,
    slug: 'about-us',
    parent_slug: null,
    title: 'About',
    meta_title: null,
    meta_description: null,
    image: null,
    is_active: true,
  },
  component_data: [
    { key: 'rich-text', id: 'a', props: { html: 'A' } },
    { key: 'spacer', id: 'b', props: {} },
    { key: 'rich-text', id: 'c', props: { html: 'C' } },
  ],
});

const ids = (d: EditorDocument) => d.component_data.map((s) => s.id);

describe('document edits', () => {
  it('finds a section in any area', () => {
    expect(findSection(doc(), 'tagline')).toMatchObject({ area: 'header', index: 0 });
    expect(findSection(doc(), 'c')).toMatchObject({ area: 'main', index: 2 });
    expect(findSection(doc(), 'nope')).toBeNull();
  });

  it('makes ids unique across the whole template', () => {
    const values = [0.1, 0.1, 0.2];
    const d = doc();
    addSection(d, 'footer', { key: 'spacer', id: 'spacer-3lllll', props: {} });
    const id = newSectionId(d, 'spacer', () => values.shift() ?? 0.3);
    expect(id).toMatch(/^spacer-/);
    expect(findSection(d, id)).toBeNull();
  });

  it('adds at a position or at the end, and removes', () => {
    const d = doc();
    addSection(d, 'main', { key: 'spacer', id: 'x', props: {} }, 1);
    addSection(d, 'main', { key: 'spacer', id: 'y', props: {} });
    expect(ids(d)).toEqual(['a', 'x', 'b', 'c', 'y']);
    expect(removeSection(d, 'main', 'x')).toBe(true);
    expect(removeSection(d, 'main', 'x')).toBe(false);
    expect(ids(d)).toEqual(['a', 'b', 'c', 'y']);
  });

  it('moves within the list and clamps at the ends', () => {
    const d = doc();
    moveSection(d, 'main', 2, 0);
    expect(ids(d)).toEqual(['c', 'a', 'b']);
    moveSection(d, 'main', 0, -1);
    expect(ids(d)).toEqual(['c', 'a', 'b']);
    moveSection(d, 'main', 0, 99);
    expect(ids(d)).toEqual(['a', 'b', 'c']);
  });

  it('duplicates right after the original with a new id and copied props', () => {
    const d = doc();
    const copy = duplicateSection(d, 'main', 'a');
    expect(copy).not.toBe('a');
    expect(ids(d)).toEqual(['a', copy, 'b', 'c']);
    expect(d.component_data[1]?.props).toEqual({ html: 'A' });
    expect(d.component_data[1]?.props).not.toBe(d.component_data[0]?.props);
  });

  it('hides and shows', () => {
    const d = doc();
    setHidden(d, 'main', 'b', true);
    expect(d.component_data[1]?.hidden).toBe(true);
    setHidden(d, 'main', 'b', false);
    expect(d.component_data[1]).not.toHaveProperty('hidden');
  });

  it('clears an emptied meta description', () => {
    const d = doc();
    setPageMeta(d, 'meta_description', 'About us');
    expect(d.page?.meta_description).toBe('About us');
    setPageMeta(d, 'meta_description', '');
    expect(d.page?.meta_description).toBeNull();
  });
});

describe('saveBody', () => {
  it('is null when nothing changed', () => {
    expect(saveBody(doc(), doc())).toBeNull();
  });

  it('sends only the parts that changed, so the shared layout is not rewritten needlessly', () => {
    const d = doc();
    removeSection(d, 'main', 'b');
    expect(saveBody(d, doc())).toEqual({ component_data: d.component_data, schema_version: 1 });
    setPageMeta(d, 'title', 'About us');
    expect(saveBody(d, doc())?.page).toEqual({
      title: 'About us',
      meta_title: null,
      meta_description: null,
    });
    removeSection(d, 'header', 'tagline');
    expect(saveBody(d, doc())?.template).toEqual({ id: 'default', header: [], footer: [] });
  });
});
