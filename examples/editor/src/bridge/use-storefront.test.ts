import { beforeEach, describe, expect, it } from 'vitest';
import {
  draftLoaded,
  edit,
  locationChanged,
  resetEditor,
  useEditorStore,
} from '../state/editor-store.ts';
import { needsPush } from './use-storefront.ts';

const envelope = {
  template: { id: 'default', header: [], footer: [] },
  page: null as never,
  page_type: 'page' as const,
  component_data: [{ key: 'spacer', id: 's', props: {} }],
  schema_version: 1,
};
const at = (pageKey: string) => ({ url: `http://shop/${pageKey}`, path: `/${pageKey}`, pageKey });

beforeEach(() => {
  resetEditor();
  locationChanged(at('a'));
});

describe('needsPush', () => {
  it('does not push a template that was just loaded (the preview shows it already)', () => {
    const before = useEditorStore.getState();
    draftLoaded('a', envelope);
    expect(needsPush(useEditorStore.getState(), before)).toBe(false);
  });

  it('pushes every edit of the current page', () => {
    draftLoaded('a', envelope);
    const before = useEditorStore.getState();
    edit((doc) => {
      doc.component_data.pop();
    });
    expect(needsPush(useEditorStore.getState(), before)).toBe(true);
  });

  it('pushes unsaved changes again when the preview comes back to their page', () => {
    draftLoaded('a', envelope);
    edit((doc) => {
      doc.component_data.pop();
    });
    locationChanged(at('b'));
    const away = useEditorStore.getState();
    locationChanged(at('a'));
    expect(needsPush(useEditorStore.getState(), away)).toBe(true);
  });

  it('does not push a page without changes when coming back to it', () => {
    draftLoaded('a', envelope);
    locationChanged(at('b'));
    const away = useEditorStore.getState();
    locationChanged(at('a'));
    expect(needsPush(useEditorStore.getState(), away)).toBe(false);
  });
});
