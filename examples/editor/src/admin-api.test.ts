import { describe, expect, it, vi } from 'vitest';
import {
  AdminApiError,
  fetchTemplate,
  publishDraft,
  saveDraft,
  WRONG_TOKEN_MESSAGE,
} from './admin-api.ts';

const envelope = {
  template: { id: 'default', header: [], footer: [] },
  page: { id: 1, slug: 'home', title: 'Home' },
  page_type: 'home',
  component_data: [{ key: 'spacer', id: 's' }],
  schema_version: 1,
  editing: {
    version: 4,
    has_draft: true,
    published: true,
    published_at: '2026-05-01T10:00:00.000Z',
    draft_saved_at: '2026-05-02T10:00:00.000Z',
    deletable: false,
  },
};

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('admin API', () => {
  it('fetches a template with the bearer token and parses it', async () => {
    const fetch = answer(200, { status: 'success', message: '', data: envelope });
    const result = await fetchTemplate({ baseUrl: 'http://shop', token: 't0k', fetch }, 'home');
    expect(result.component_data).toEqual([{ key: 'spacer', id: 's', props: {} }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://shop/api/admin/templates/home');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
  });

  it('saves the draft with PUT, a JSON body and the version read as If-Match', async () => {
    const fetch = answer(200, { status: 'success', message: 'Draft saved', data: envelope });
    await saveDraft(
      { baseUrl: 'http://shop', token: 't', fetch },
      'home',
      { component_data: [] },
      4,
    );
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"component_data":[]}');
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"4"');
  });

  it('publishes with POST to the page’s publish endpoint', async () => {
    const fetch = answer(200, { status: 'success', message: 'Published', data: envelope });
    await publishDraft({ baseUrl: 'http://shop', token: 't', fetch }, 'about-us', 7);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://shop/api/admin/templates/about-us/publish');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"7"');
  });

  it('hands a stale version’s current version and a 422’s sections to the caller', async () => {
    const stale = answer(412, {
      status: 'error',
      message: 'This page was changed elsewhere',
      data: { current_version: 9 },
    });
    const error = await saveDraft(
      { baseUrl: 'http://shop', token: 't', fetch: stale },
      'home',
      {},
      4,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 412, data: { current_version: 9 } });
  });

  it('opens a version-0 template migrated, with ids and props, and says it was', async () => {
    const old = {
      ...envelope,
      schema_version: 0,
      component_data: [{ key: 'rich-text', data: { html: '<p>Old</p>' } }],
    };
    const fetch = answer(200, { status: 'success', message: '', data: old });
    const result = await fetchTemplate({ baseUrl: 'http://shop', token: 't', fetch }, 'home');
    expect(result.schema_version).toBe(1);
    expect(result.migratedFrom).toBe(0);
    expect(result.component_data).toEqual([
      { key: 'rich-text', id: 'component_data-0-rich-text', props: { html: '<p>Old</p>' } },
    ]);
  });

  it('says clearly that a wrong token was refused', async () => {
    const fetch = answer(401, { status: 'error', message: 'Unauthenticated.' });
    await expect(
      fetchTemplate({ baseUrl: 'http://shop', token: 'bad', fetch }, 'home'),
    ).rejects.toEqual(new AdminApiError(WRONG_TOKEN_MESSAGE, 401));
  });

  it('passes validation messages on with their fields', async () => {
    const fetch = answer(422, {
      status: 'error',
      message: 'The given data was invalid.',
      errors: { 'component_data.1.id': ['The section id "a" is used twice in this template'] },
    });
    await expect(
      saveDraft({ baseUrl: 'http://shop', token: 't', fetch }, 'home', { component_data: [] }, 1),
    ).rejects.toThrow(/used twice/);
  });

  it('explains an unreachable storefront', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchTemplate({ baseUrl: 'http://shop', token: 't', fetch }, 'home'),
    ).rejects.toThrow(/EDITOR_ORIGINS/);
  });
});
