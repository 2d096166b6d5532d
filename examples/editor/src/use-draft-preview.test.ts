import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connected, draftLoaded, locationChanged, resetEditor } from './state/editor-store.ts';
import { adminTemplate, rich, richTextManifest } from './testing/publishing-fixtures.ts';
import { useDraftInPreview } from './use-draft-preview.ts';

const sent = vi.hoisted(() => [] as Array<[string, unknown]>);
vi.mock('./bridge/use-storefront.ts', () => ({
  sendToStorefront: (name: string, payload: unknown) => sent.push([name, payload]),
}));

const at = (path: string) => ({ url: `http://shop${path}`, path, pageKey: 'sale' });

beforeEach(() => {
  sent.length = 0;
  resetEditor();
  connected(richTextManifest);
  renderHook(() => useDraftInPreview());
});

describe('the draft in the preview', () => {
  it('sends a saved draft the shop does not show yet to the preview', () => {
    locationChanged(at('/sale'));
    draftLoaded('sale', adminTemplate([rich('a', '<p>Draft</p>')], 2, { has_draft: true }));
    expect(sent).toEqual([
      ['loadTemplate', expect.objectContaining({ component_data: [rich('a', '<p>Draft</p>')] })],
    ]);
  });

  it('sends nothing for a page whose live version is what the editor holds', () => {
    locationChanged(at('/sale'));
    draftLoaded('sale', adminTemplate([rich('a', '<p>Live</p>')], 2));
    expect(sent).toEqual([]);
  });

  it('opens an unpublished page in the storefront’s draft frame, then draws the draft in it', () => {
    locationChanged(at('/sale'));
    draftLoaded(
      'sale',
      adminTemplate([rich('a', '<p>New</p>')], 1, { published: false, has_draft: true }),
    );
    expect(sent).toEqual([['navigatePage', { path: '/sale?preview=draft' }]]);
    locationChanged(at('/sale?preview=draft'));
    expect(sent.at(-1)).toEqual([
      'loadTemplate',
      expect.objectContaining({ component_data: [rich('a', '<p>New</p>')] }),
    ]);
  });
});
