import { afterEach, describe, expect, it } from 'vitest';
import {
  enterPreview,
  type PreviewOverride,
  previewTemplate,
  resetOverride,
  showOverride,
  usePreviewStore,
} from './preview-store.ts';
import type { ResolvedSection, ResolvedTemplate } from './resolved-template.ts';

const section = (id: string): ResolvedSection => ({
  status: 'ok',
  id,
  key: 'spacer',
  props: {},
  hidden: false,
});

const template: ResolvedTemplate = {
  layoutId: 'default',
  header: [section('h')],
  main: [section('m')],
  footer: [section('f')],
  page: null,
  pageType: 'page',
  problems: ['old problem'],
};

function NoToolbar() {
  return null;
}

afterEach(() => usePreviewStore.setState({ chrome: null, override: null }));

describe('preview store', () => {
  it('starts empty, so shoppers see the loader template', () => {
    expect(usePreviewStore.getState()).toEqual({ chrome: null, override: null });
  });

  it('enterPreview sets the chrome', () => {
    const chrome = { renderMode: { mode: 'preview' as const }, Toolbar: NoToolbar };
    enterPreview(chrome);
    expect(usePreviewStore.getState().chrome).toBe(chrome);
  });

  it('showOverride and resetOverride swap the pushed template in and out', () => {
    const override: PreviewOverride = { locationKey: 'k', main: [], problems: [] };
    showOverride(override);
    expect(usePreviewStore.getState().override).toBe(override);
    resetOverride();
    expect(usePreviewStore.getState().override).toBeNull();
  });
});

describe('previewTemplate', () => {
  it('puts the pushed parts in place and keeps the rest', () => {
    const shown = previewTemplate(
      template,
      { locationKey: 'k', main: [section('new')], problems: [] },
      'k',
    );
    expect(shown.main.map((s) => s.id)).toEqual(['new']);
    expect(shown.header).toBe(template.header);
    expect(shown.footer).toBe(template.footer);
    expect(shown.problems).toEqual([]);
  });

  it('ignores an override pushed for another location (a navigation happened)', () => {
    const override = { locationKey: 'before', main: [], problems: [] };
    expect(previewTemplate(template, override, 'after')).toBe(template);
    expect(previewTemplate(template, null, 'after')).toBe(template);
  });

  it('can clear the page meta', () => {
    const withPage = { ...template, page: { ...pageMeta } };
    expect(
      previewTemplate(withPage, { locationKey: 'k', page: null, problems: [] }, 'k').page,
    ).toBe(null);
  });
});

const pageMeta = {
  id: 1,
  slug: 'x',
  parent_slug: null,
  title: 'X',
  meta_title: null,
  meta_description: null,
  image: null,
  is_active: true,
};
