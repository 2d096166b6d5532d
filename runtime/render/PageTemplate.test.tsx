import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry, defineSection } from '../../registry/index.ts';
import { previewTemplate } from '../preview/preview-template.ts';
import { PageTemplate } from './PageTemplate.tsx';
import { type PreviewChrome, type PreviewToolbarProps, usePreviewStore } from './preview-store.ts';
import type { SectionChromeProps } from './render-mode.tsx';
import type { ResolvedSection, ResolvedTemplate } from './resolved-template.ts';

/** Renders of each note, by its text. */
const renders = new Map<string, number>();

function Note({ text }: { text: string }) {
  renders.set(text, (renders.get(text) ?? 0) + 1);
  return <p>{text}</p>;
}

const registry = createRegistry([
  defineSection({
    key: 'note',
    title: 'Note',
    group: 'content',
    schema: {
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    } as const,
    component: async () => ({ default: Note }),
  }),
]);

const template: ResolvedTemplate = {
  layoutId: 'default',
  header: [],
  main: [
    { status: 'ok', id: 'n1', key: 'note', props: { text: 'From the loader' }, hidden: false },
  ],
  footer: [],
  page: null,
  pageType: 'page',
  problems: [],
};

function Chrome({ sectionKey }: SectionChromeProps) {
  return <button type="button">Edit {sectionKey}</button>;
}

function Toolbar({ pageKey }: PreviewToolbarProps) {
  return <button type="button">Edit Page {pageKey}</button>;
}

/** What the editor bridge sets once an allowed editor has framed the page. */
const previewChrome: PreviewChrome = {
  renderMode: { mode: 'preview', SectionChrome: Chrome },
  Toolbar,
  show: previewTemplate,
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <PageTemplate pageKey="about-us" template={template} registry={registry} />
    </MemoryRouter>,
  );

afterEach(() => {
  usePreviewStore.setState({ chrome: null, override: null });
  renders.clear();
});

const note = (id: string, text: string): ResolvedSection => ({
  status: 'ok',
  id,
  key: 'note',
  props: { text },
  hidden: false,
});

const longTemplate: ResolvedTemplate = {
  ...template,
  main: Array.from({ length: 50 }, (_, i) => note(`n${i}`, `Note ${i}`)),
};

const renderLongPage = () =>
  render(
    <MemoryRouter>
      <PageTemplate pageKey="long" template={longTemplate} registry={registry} />
    </MemoryRouter>,
  );

describe('PageTemplate', () => {
  it('renders the loader template with no editor controls for shoppers', async () => {
    renderPage();
    expect(await screen.findByText('From the loader')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the pushed template, the section chrome and the toolbar in preview', async () => {
    renderPage();
    await screen.findByText('From the loader');
    act(() =>
      usePreviewStore.setState({
        chrome: previewChrome,
        override: {
          locationKey: 'default',
          main: [{ status: 'ok', id: 'n2', key: 'note', props: { text: 'Pushed' }, hidden: false }],
          problems: [],
        },
      }),
    );
    expect(await screen.findByText('Pushed')).toBeInTheDocument();
    expect(screen.queryByText('From the loader')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Page about-us' })).toBeInTheDocument();
  });

  it('keeps every section mounted and on screen when preview mode arrives (no blank flash)', async () => {
    renderPage();
    const shown = await screen.findByText('From the loader');
    renders.clear();
    act(() =>
      usePreviewStore.setState({
        chrome: previewChrome,
      }),
    );
    // the same element, never unmounted or suspended, and the section not rendered again
    expect(screen.getByText('From the loader')).toBe(shown);
    expect(renders.size).toBe(0);
    expect(screen.getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
  });

  it('re-renders only the section an update names, however long the page', async () => {
    renderLongPage();
    await screen.findByText('Note 49');
    act(() =>
      usePreviewStore.setState({
        chrome: previewChrome,
      }),
    );
    renders.clear();
    // the bridge's updateSection: one section over the page's own template
    const update = (section: ResolvedSection) =>
      act(() =>
        usePreviewStore.setState({
          override: { locationKey: 'default', sections: { [section.id]: section } },
        }),
      );
    update(note('n30', 'Note 30, edited'));
    update(note('n30', 'Note 30, edited again'));
    expect(screen.getByText('Note 30, edited again')).toBeInTheDocument();
    expect(screen.queryByText('Note 30')).toBeNull();
    expect([...renders]).toEqual([
      ['Note 30, edited', 1],
      ['Note 30, edited again', 1],
    ]);
  });

  it('re-renders no unchanged section when a whole template is pushed again', async () => {
    renderLongPage();
    await screen.findByText('Note 49');
    act(() => usePreviewStore.setState({ chrome: previewChrome }));
    renders.clear();
    // a fresh push: new section objects, the same props objects for the unchanged ones (the
    // preview's validator answers unchanged props with the same object)
    const main = longTemplate.main.map((section) =>
      section.id === 'n7' ? note('n7', 'Note 7, pushed') : { ...section },
    );
    act(() => usePreviewStore.setState({ override: { locationKey: 'default', main } }));
    expect(await screen.findByText('Note 7, pushed')).toBeInTheDocument();
    expect([...renders]).toEqual([['Note 7, pushed', 1]]);
  });
});
