import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import {
  connected,
  currentDraft,
  draftLoaded,
  locationChanged,
  resetEditor,
} from '../state/editor-store.ts';
import { AddSection, groupManifest } from './AddSection.tsx';

const entry = (
  key: string,
  group: string,
  presets: string[],
  pageTypes: ManifestEntryMessage['pageTypes'] = null,
): ManifestEntryMessage => ({
  key,
  title: key.replace('-', ' '),
  group,
  schema: { type: 'object', properties: {} },
  presets: presets.map((name) => ({ name, props: {} })),
  pageTypes,
});

const manifest = [
  entry('rich-text', 'content', ['Plain', 'Centred']),
  entry('header', 'layout', []),
  entry('product-gallery', 'product', ['Default'], ['product']),
];

describe('groupManifest', () => {
  it('groups entries in registry order and leaves out sections not allowed on the page type', () => {
    expect(
      groupManifest(manifest, 'main', 'page').map(([group, entries]) => [
        group,
        entries.map((e) => e.key),
      ]),
    ).toEqual([
      ['content', ['rich-text']],
      ['layout', ['header']],
    ]);
    expect(groupManifest(manifest, 'main', 'product').map(([group]) => group)).toContain('product');
  });
});

describe('AddSection', () => {
  beforeEach(() => {
    resetEditor();
    connected(manifest);
    locationChanged({ url: 'http://shop/x', path: '/x', pageKey: 'x' });
    draftLoaded('x', {
      template: { id: 'default', header: [], footer: [] },
      page: null as never,
      page_type: 'page',
      component_data: [],
      schema_version: 1,
    });
  });

  it('offers one option per preset, grouped, and adds the chosen one', async () => {
    render(<AddSection area="main" pageType="page" />);
    expect(screen.getByRole('group', { name: 'Content' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Add a section'), 'rich text: Centred');
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(currentDraft()?.doc.component_data.map((s) => s.key)).toEqual(['rich-text']);
  });
});
