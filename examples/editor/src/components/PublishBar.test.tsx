import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  changeProps,
  connected,
  draftLoaded,
  locationChanged,
  resetEditor,
  useEditorStore,
} from '../state/editor-store.ts';
import { adminTemplate, rich, richTextManifest } from '../testing/publishing-fixtures.ts';
import { ProblemList } from './ProblemList.tsx';
import { PublishBar } from './PublishBar.tsx';

function open(editing: Parameters<typeof adminTemplate>[2] = {}) {
  resetEditor();
  connected(richTextManifest);
  locationChanged({ url: 'http://shop/sale', path: '/sale', pageKey: 'sale' });
  draftLoaded(
    'sale',
    adminTemplate([rich('intro', '<p>A</p>'), rich('outro', '<p>B</p>')], 3, editing),
  );
}

const ui = () =>
  render(
    <>
      <ProblemList />
      <PublishBar token="t" onRejected={() => {}} />
    </>,
  );

beforeEach(() => open());

describe('Publish', () => {
  it('has nothing to publish on a published page without a draft', () => {
    ui();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeDisabled();
    expect(screen.getByText('Published, no draft')).toBeInTheDocument();
  });

  it('is offered for a saved draft', () => {
    open({ has_draft: true });
    ui();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByText('Draft saved, not published')).toBeInTheDocument();
  });

  it('is disabled while a section is invalid, and the list of problems opens the section', async () => {
    ui();
    changeProps('main', 'outro', { html: '' });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(
      screen.getByRole('heading', { name: '1 problem keeps this page from being published' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not saved: 1 problem to fix' }));
    expect(screen.getByRole('heading', { name: /problem keeps this page/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Rich text (outro)' }));
    expect(useEditorStore.getState()).toMatchObject({ panel: 'main', selectedId: 'outro' });

    changeProps('main', 'outro', { html: '<p>fixed</p>' });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: /problem/ })).not.toBeInTheDocument();
  });
});
