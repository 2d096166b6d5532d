import { afterEach, describe, expect, it } from 'vitest';
import {
  enterPreview,
  type PreviewOverride,
  resetOverride,
  showOverride,
  usePreviewStore,
} from './preview-store.ts';
import type { ResolvedTemplate } from './resolved-template.ts';

function NoToolbar() {
  return null;
}

afterEach(() => usePreviewStore.setState({ chrome: null, override: null }));

describe('preview store', () => {
  it('starts empty, so shoppers see the loader template', () => {
    expect(usePreviewStore.getState()).toEqual({ chrome: null, override: null });
  });

  it('enterPreview sets the chrome', () => {
    const chrome = {
      renderMode: { mode: 'preview' as const },
      Toolbar: NoToolbar,
      show: (shown: ResolvedTemplate) => shown,
    };
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
