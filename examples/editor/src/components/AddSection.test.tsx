import { render, screen, waitFor, within } from '@testing-library/react';
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
import { setPickerOpen } from '../state/preview-ui.ts';
import { AddSection, groupManifest, pickerChoices } from './AddSection.tsx';

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

describe('pickerChoices', () => {
  const groups = groupManifest(manifest, 'main', 'product');

  it('offers one choice per preset, and the defaults of a section without presets', () => {
    expect(
      pickerChoices(groups, '').map(([group, choices]) => [
        group,
        choices.map((choice) => `${choice.entry.key}#${choice.preset}`),
      ]),
    ).toEqual([
      ['content', ['rich-text#0', 'rich-text#1']],
      ['layout', ['header#null']],
      ['product', ['product-gallery#0']],
    ]);
  });

  it('keeps the choices every word of the search starts a word of', () => {
    const found = (query: string) =>
      pickerChoices(groups, query).flatMap(([, choices]) =>
        choices.map((choice) => `${choice.entry.key}#${choice.preset}`),
      );
    expect(found('cent')).toEqual(['rich-text#1']);
    expect(found('RICH pl')).toEqual(['rich-text#0']);
    expect(found('product')).toEqual(['product-gallery#0']);
    expect(found('layout')).toEqual(['header#null']);
    expect(found('zebra')).toEqual([]);
  });
});

// each picture is a frame, and jsdom builds a window for every one
describe('AddSection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetEditor();
    setPickerOpen(false);
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

  it('opens a picker whose search narrows the choices, and adds the one chosen', async () => {
    render(<AddSection area="main" pageType="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const picker = screen.getByRole('dialog', { name: 'Add a section' });
    expect(within(picker).getByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'rich text: Plain' })).toBeInTheDocument();
    // focus starts in the search box
    await waitFor(() =>
      expect(within(picker).getByRole('searchbox', { name: 'Search sections' })).toHaveFocus(),
    );
    await userEvent.paste('centred');
    await waitFor(() =>
      expect(within(picker).queryByRole('button', { name: 'rich text: Plain' })).toBeNull(),
    );
    expect(within(picker).getByRole('status')).toHaveTextContent('1 section matches');
    await userEvent.click(within(picker).getByRole('button', { name: 'rich text: Centred' }));
    expect(currentDraft()?.doc.component_data.map((s) => s.key)).toEqual(['rich-text']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a picture of each preset, drawn by the storefront', async () => {
    render(<AddSection area="main" pageType="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const picture = document.querySelector<HTMLIFrameElement>(
      'iframe[title="Picture of rich text: Centred"]',
    );
    expect(picture?.src).toBe('http://localhost:3000/__storefront/preset/rich-text/1');
    expect(picture?.getAttribute('loading')).toBe('lazy');
  });

  it('says so when nothing matches, and closes with Escape', async () => {
    render(<AddSection area="main" pageType="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    await userEvent.paste('zebra');
    expect(await screen.findByText('No section matches “zebra”.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add section' })).toHaveFocus();
  });
});
