import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  connected,
  currentDraft,
  draftLoaded,
  locationChanged,
  resetEditor,
  useEditorStore,
} from '../state/editor-store.ts';
import { SectionList } from './SectionList.tsx';

function List() {
  const sections = useEditorStore((state) => currentDraft(state)?.doc.component_data ?? []);
  return <SectionList area="main" sections={sections} />;
}

beforeEach(() => {
  resetEditor();
  connected([]);
  locationChanged({ url: 'http://shop/x', path: '/x', pageKey: 'x' });
  draftLoaded('x', {
    template: { id: 'default', header: [], footer: [] },
    page: null as never,
    page_type: 'page',
    component_data: [
      { key: 'rich-text', id: 'a', props: {} },
      { key: 'spacer', id: 'b', props: {} },
    ],
    schema_version: 1,
  });
});

const ids = () => currentDraft()?.doc.component_data.map((s) => s.id);
const item = (id: string) =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('data-section-id') === id) as HTMLElement;

describe('SectionList', () => {
  it('moves a section with the keyboard buttons and keeps focus on it', async () => {
    render(<List />);
    within(item('b')).getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(ids()).toEqual(['b', 'a']);
    // at the top now: focus goes to the button that still works
    expect(within(item('b')).getByRole('button', { name: 'Move down' })).toHaveFocus();
  });

  it('selects, duplicates, hides and removes', async () => {
    render(<List />);
    await userEvent.click(within(item('a')).getByRole('button', { name: /^rich-text/ }));
    expect(useEditorStore.getState().selectedId).toBe('a');
    await userEvent.click(within(item('a')).getByRole('button', { name: 'Duplicate' }));
    expect(ids()).toHaveLength(3);
    await userEvent.click(within(item('b')).getByRole('button', { name: 'Hide' }));
    expect(within(item('b')).getByText(/hidden/)).toBeInTheDocument();
    await userEvent.click(within(item('b')).getByRole('button', { name: 'Remove' }));
    expect(ids()).not.toContain('b');
  });

  it('names its drag handles for keyboard dragging', () => {
    render(<List />);
    expect(within(item('a')).getByRole('button', { name: 'Drag rich-text (a)' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  });
});
