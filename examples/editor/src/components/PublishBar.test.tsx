import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storefrontSchema } from '../../../../schemas/api/storefront.ts';
import { changeSocial, resetSettings, settingsLoaded } from '../settings/settings-store.ts';
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

beforeEach(() => {
  resetSettings();
  open();
});

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

  it('is disabled while a store setting is invalid, which a save would leave out', async () => {
    const storefront = storefrontSchema.parse({
      channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    });
    const social = {
      facebook: null,
      instagram: null,
      youtube: null,
      twitter: null,
      pinterest: null,
      linkedin: null,
    };
    settingsLoaded({
      storefront,
      live: storefront,
      has_draft: false,
      version: 1,
      password_set: false,
      social,
      live_social: social,
      plugins: [],
      live_plugins: [],
    });
    ui();
    changeSocial({ instagram: 'instagram.com/northwind' });
    expect(await screen.findByText('Store settings: 1 problem to fix')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    changeSocial({ instagram: 'https://www.instagram.com/northwind' });
    expect(await screen.findByText('Store settings changed, not published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
