import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionChromeProps } from '../../render/render-mode.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { connectEditorActions } from './editor-actions.ts';
import { EDITOR_STYLE_ID, injectEditorStyles } from './editor-styles.ts';
import { SectionChrome } from './SectionChrome.tsx';
import { setSectionTitles } from './section-titles.ts';

const actions = { editItem: vi.fn(), editLayout: vi.fn(), editPage: vi.fn() };
beforeEach(() => {
  for (const action of Object.values(actions)) action.mockReset();
  connectEditorActions(actions);
  // what the bridge keeps from the storefront server's section manifest
  setSectionTitles([
    { key: 'rich-text', title: 'Rich text' },
    { key: 'spacer', title: 'Spacer' },
    { key: 'store-notice', title: 'Store notice' },
  ]);
});

/** A section's wrapper as TemplateRenderer draws it in preview: the chrome, then the section. */
function Section({ children, ...chrome }: SectionChromeProps & { children?: ReactNode }) {
  return (
    <div data-section-id={chrome.id}>
      <SectionChrome {...chrome} />
      {children}
    </div>
  );
}

describe('SectionChrome', () => {
  it('sits beside the section and sends editItem from its Edit button', async () => {
    render(
      <Section id="home-intro" sectionKey="rich-text" index={2} area="main">
        <p>Section body</p>
      </Section>,
    );
    expect(screen.getByText('Section body')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit section Rich text' }));
    expect(actions.editItem).toHaveBeenCalledWith({ id: 'home-intro', key: 'rich-text', index: 2 });
  });

  it('is reachable with the keyboard', async () => {
    render(
      <Section id="a" sectionKey="spacer" index={0} area="header">
        <span />
      </Section>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /^Edit/ })).toHaveFocus();
  });
});

describe('SectionChrome before the section manifest', () => {
  it('names the section by its key until the manifest arrives, then by its title', async () => {
    setSectionTitles([]);
    render(
      <Section id="home-intro" sectionKey="rich-text" index={2} area="main">
        <p>Section body</p>
      </Section>,
    );
    expect(screen.getByRole('button', { name: 'Edit section rich-text' })).toBeInTheDocument();
    act(() => setSectionTitles([{ key: 'rich-text', title: 'Rich text' }]));
    expect(screen.getByRole('button', { name: 'Edit section Rich text' })).toBeInTheDocument();
  });
});

describe('SectionChrome around a section that renders nothing', () => {
  const notice = (message: string) => (
    <Section id="notice" sectionKey="store-notice" index={0} area="header">
      {message ? <p>{message}</p> : null}
    </Section>
  );

  it('shows a slim placeholder with the title and an Edit button that sends editItem', async () => {
    render(notice(''));
    const placeholder = screen.getByRole('group', { name: 'Store notice' });
    expect(placeholder).toHaveTextContent('Store notice shows nothing with these settings');
    await userEvent.click(screen.getByRole('button', { name: 'Edit section Store notice' }));
    expect(actions.editItem).toHaveBeenCalledWith({ id: 'notice', key: 'store-notice', index: 0 });
  });

  it('drops the placeholder once the section shows something, and shows it again when it stops', async () => {
    const { rerender } = render(notice(''));
    expect(screen.getByRole('group', { name: 'Store notice' })).toBeInTheDocument();
    rerender(notice('Free shipping over ₹2,999'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Store notice' })).toBeNull());
    expect(screen.getByText('Free shipping over ₹2,999')).toBeInTheDocument();
    rerender(notice(''));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Store notice' })).toBeInTheDocument(),
    );
  });

  it('shows no placeholder for a section with content', () => {
    render(notice('Free shipping over ₹2,999'));
    expect(screen.queryByRole('group', { name: 'Store notice' })).toBeNull();
    expect(screen.queryByText(/shows nothing/)).toBeNull();
  });
});

describe('EditorToolbar', () => {
  it('sends editLayout for header and footer and editPage with the page', async () => {
    render(<EditorToolbar pageKey="about-us" page={null} />);
    expect(screen.getByRole('complementary', { name: 'Editor' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Header' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Footer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Page' }));
    expect(actions.editLayout.mock.calls).toEqual([[{ area: 'header' }], [{ area: 'footer' }]]);
    expect(actions.editPage).toHaveBeenCalledWith({ pageKey: 'about-us', page: null });
  });
});

describe('injectEditorStyles', () => {
  it('adds its style element once', () => {
    injectEditorStyles(document);
    injectEditorStyles(document);
    expect(document.querySelectorAll(`#${EDITOR_STYLE_ID}`)).toHaveLength(1);
  });
});
