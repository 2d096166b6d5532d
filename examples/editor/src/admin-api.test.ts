import { describe, expect, it, vi } from 'vitest';
import { AdminApiError, fetchTemplate, saveTemplate, WRONG_TOKEN_MESSAGE } from './admin-api.ts';

const envelope = {
  template: { id: 'default', header: [], footer: [] },
  page: { id: 1, slug: 'home', title: 'Home' },
  page_type: 'home',
  component_data: [{ key: 'spacer', id: 's' }],
  schema_version: 1,
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

  it('saves with PUT and a JSON body', async () => {
    const fetch = answer(200, { status: 'success', message: 'Template saved', data: envelope });
    await saveTemplate({ baseUrl: 'http://shop', token: 't', fetch }, 'home', {
      component_data: [],
    });
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"component_data":[]}');
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
      saveTemplate({ baseUrl: 'http://shop', token: 't', fetch }, 'home', { component_data: [] }),
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
