import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateEnvelope } from '../../../../schemas/template.ts';
import {
  changeProps,
  currentDraft,
  draftLoaded,
  edit,
  isDirty,
  locationChanged,
  resetEditor,
  toggleHidden,
} from '../state/editor-store.ts';
import { PreviewSync, type Push } from './preview-sync.ts';

const envelope: TemplateEnvelope = {
  template: { id: 'default', header: [], footer: [] },
  page: {
    id: 1,
    slug: 'long',
    parent_slug: null,
    title: 'Long',
    meta_title: null,
    meta_description: null,
    image: null,
    is_active: true,
  },
  page_type: 'page',
  component_data: Array.from({ length: 200 }, (_, i) => ({
    key: 'rich-text',
    id: `s-${i}`,
    props: { html: `<p>${i}</p>` },
  })),
  schema_version: 1,
};
const at = (pageKey: string) => ({ url: `http://shop/${pageKey}`, path: `/${pageKey}`, pageKey });

let sent: Push[];
let preview: PreviewSync;
const sync = () => preview.sync(currentDraft());

beforeEach(() => {
  resetEditor();
  sent = [];
  preview = new PreviewSync((push) => sent.push(push), isDirty);
  locationChanged(at('long'));
  draftLoaded('long', envelope);
});

describe('PreviewSync', () => {
  it('sends nothing for a page it shows as saved', () => {
    preview.arrived('long');
    sync();
    expect(sent).toEqual([]);
  });

  it('sends a change to one section as updateSection with only that section', () => {
    preview.arrived('long');
    sync();
    changeProps('main', 's-150', { html: '<p>Typed</p>' });
    sync();
    changeProps('main', 's-150', { html: '<p>Typed more</p>' });
    sync();
    expect(sent).toEqual([
      { name: 'updateSection', payload: { id: 's-150', props: { html: '<p>Typed</p>' } } },
      { name: 'updateSection', payload: { id: 's-150', props: { html: '<p>Typed more</p>' } } },
    ]);
  });

  it('sends the whole template when more than one section’s props changed', () => {
    preview.arrived('long');
    sync();
    edit((doc) => {
      doc.component_data.pop();
    });
    sync();
    toggleHidden('main', 's-3', true);
    sync();
    expect(sent.map((push) => push.name)).toEqual(['loadTemplate', 'loadTemplate']);
    const [, hidden] = sent;
    expect(hidden?.name === 'loadTemplate' && hidden.payload.component_data?.[3]).toMatchObject({
      id: 's-3',
      hidden: true,
    });
  });

  it('sends the draft again, whole, after the frame reloads and says where it is', () => {
    preview.arrived('long');
    sync();
    changeProps('main', 's-150', { html: '<p>Unsaved</p>' });
    sync();
    preview.reloading();
    // nothing goes to a page that is still handshaking
    changeProps('main', 's-151', { html: '<p>Meanwhile</p>' });
    sync();
    expect(sent).toHaveLength(1);
    preview.arrived('long');
    sync();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ name: 'loadTemplate' });
    const payload = sent[1]?.payload as { component_data: { props: unknown }[] };
    expect(payload.component_data[150]?.props).toEqual({ html: '<p>Unsaved</p>' });
    expect(payload.component_data[151]?.props).toEqual({ html: '<p>Meanwhile</p>' });
    // and single changes again after that
    changeProps('main', 's-2', { html: '<p>Then</p>' });
    sync();
    expect(sent[2]).toMatchObject({ name: 'updateSection', payload: { id: 's-2' } });
  });

  it('sends nothing for another page than the one the preview is on', () => {
    preview.arrived('elsewhere');
    changeProps('main', 's-1', { html: '<p>x</p>' });
    sync();
    expect(sent).toEqual([]);
  });
});
