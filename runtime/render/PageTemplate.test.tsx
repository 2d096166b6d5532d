import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry, defineSection } from '../../registry/index.ts';
import { PageTemplate } from './PageTemplate.tsx';
import { type PreviewToolbarProps, usePreviewStore } from './preview-store.ts';
import type { SectionChromeProps } from './render-mode.tsx';
import type { ResolvedTemplate } from './resolved-template.ts';

function Note({ text }: { text: string }) {
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

function Chrome({ title, children }: SectionChromeProps) {
  return (
    <div>
      <button type="button">Edit {title}</button>
      {children}
    </div>
  );
}

function Toolbar({ pageKey }: PreviewToolbarProps) {
  return <button type="button">Edit Page {pageKey}</button>;
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <PageTemplate pageKey="about-us" template={template} registry={registry} />
    </MemoryRouter>,
  );

afterEach(() => usePreviewStore.setState({ chrome: null, override: null }));

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
        chrome: { renderMode: { mode: 'preview', SectionChrome: Chrome }, Toolbar },
        override: {
          locationKey: 'default',
          main: [{ status: 'ok', id: 'n2', key: 'note', props: { text: 'Pushed' }, hidden: false }],
          problems: [],
        },
      }),
    );
    expect(await screen.findByText('Pushed')).toBeInTheDocument();
    expect(screen.queryByText('From the loader')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Page about-us' })).toBeInTheDocument();
  });
});
