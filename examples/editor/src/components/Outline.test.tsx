import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import {
  connected,
  draftLoaded,
  locationChanged,
  resetEditor,
  showPanel,
  useEditorStore,
} from '../state/editor-store.ts';
import { Outline, sectionSummary } from './Outline.tsx';

const entry = (key: string, title: string): ManifestEntryMessage => ({
  key,
  title,
  group: 'content',
  schema: { type: 'object', properties: {} },
  presets: [],
  pageTypes: null,
});

const sections = [
  { key: 'image-banner', id: 'hero', props: { heading: 'Monsoon sale' } },
  { key: 'rich-text', id: 'intro', props: { html: '<h2>About <em>us</em></h2><p>Since 1998</p>' } },
  { key: 'spacer', id: 'gap', props: {} },
  { key: 'product-grid', id: 'picks', props: { heading: 'Staff picks' } },
  { key: 'rich-text', id: 'terms', props: { html: '<p>Terms apply</p>' } },
];

beforeEach(() => {
  resetEditor();
  connected([
    entry('image-banner', 'Image banner'),
    entry('rich-text', 'Rich text'),
    entry('spacer', 'Spacer'),
    entry('product-grid', 'Product grid'),
  ]);
  locationChanged({ url: 'http://shop/x', path: '/x', pageKey: 'x' });
  draftLoaded('x', {
    template: { id: 'default', header: [], footer: [] },
    page: null as never,
    page_type: 'page',
    component_data: sections,
    schema_version: 1,
  });
});

/** Longer than the type-to-jump window: the next letters start a new search. */
const pause = () => new Promise((done) => setTimeout(done, 800));

/** An outline item: named by the section's type, described by its own words. */
const item = (name: string, description?: RegExp) =>
  within(screen.getByRole('list', { name: 'Outline' })).getByRole('button', {
    name,
    ...(description ? { description } : {}),
  });

describe('sectionSummary', () => {
  it('names a section by its own words, without markup', () => {
    expect(sectionSummary(sections[1] as never)).toBe('About us Since 1998');
    expect(sectionSummary(sections[2] as never)).toBe('');
  });
});

describe('Outline', () => {
  it('lists the page’s sections in order, one tab stop for all', async () => {
    render(<Outline />);
    const list = screen.getByRole('list', { name: 'Outline' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(item('Image banner', /^Monsoon sale$/)).toBeInTheDocument();
    await userEvent.tab();
    expect(item('Image banner')).toHaveFocus();
    await userEvent.tab();
    expect(list).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('moves with the arrow keys, Home and End, and selects with Enter', async () => {
    showPanel('header');
    render(<Outline />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Spacer')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Rich text', /Terms/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Home}{ArrowUp}');
    expect(item('Image banner')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(useEditorStore.getState()).toMatchObject({ panel: 'main', selectedId: 'intro' });
    expect(item('Rich text', /About us/)).toHaveAttribute('aria-current', 'true');
    // the tab stop stays on the selected section
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(item('Rich text', /About us/)).toHaveFocus();
  });

  it('jumps to the next section whose name starts with what is typed', async () => {
    render(<Outline />);
    await userEvent.tab();
    await userEvent.keyboard('r');
    expect(item('Rich text', /About us/)).toHaveFocus();
    await userEvent.keyboard('r');
    expect(item('Rich text', /Terms/)).toHaveFocus();
    await pause();
    await userEvent.keyboard('pro');
    expect(item('Product grid')).toHaveFocus();
    // its own words count too
    await userEvent.keyboard('{Home}');
    await pause();
    await userEvent.keyboard('terms');
    expect(item('Rich text', /Terms/)).toHaveFocus();
  });

  it('follows a selection made elsewhere', () => {
    render(<Outline />);
    act(() => useEditorStore.setState({ selectedId: 'picks' }));
    expect(item('Product grid')).toHaveAttribute('aria-current', 'true');
  });
});
