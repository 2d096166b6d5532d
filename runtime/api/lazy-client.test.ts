import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, endpoint } from '../../schemas/api/endpoint.ts';
import type { Notifier } from './notifier.ts';

const updateAddress = endpoint({
  method: 'PUT',
  path: `${API_PREFIX}/address/update/:id`,
  access: 'customer',
  schemas: async () => ({
    body: z.object({}),
    data: z.object({ id: z.number() }),
  }),
});
const menu = endpoint({
  method: 'GET',
  path: `${API_PREFIX}/menu/:id`,
  access: 'guest',
  schemas: async () => ({ data: z.array(z.unknown()) }),
});

function answering(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => {
  vi.doUnmock('./client.ts');
  vi.resetModules();
});

describe('createLazyApiClient', () => {
  it('calls the API like createApiClient: envelope unwrapped, success toasted, credentials sent', async () => {
    const { createLazyApiClient } = await import('./lazy-client.ts');
    const fetch = answering(200, { status: 'success', message: 'Saved', data: { id: 7 } });
    const notifier: Notifier = { success: vi.fn(), error: vi.fn() };
    const api = createLazyApiClient({
      baseURL: 'http://api.test',
      fetch: fetch as unknown as typeof globalThis.fetch,
      notifier,
    });
    await expect(api.call(updateAddress, { params: { id: 7 }, body: {} })).resolves.toEqual({
      message: 'Saved',
      data: { id: 7 },
    });
    expect(notifier.success).toHaveBeenCalledWith('Saved');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://api.test/api/address/update/7');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include' });
  });

  it('fails a call like an unreachable server when the client cannot be loaded, and retries later', async () => {
    vi.doMock('./client.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { createLazyApiClient } = await import('./lazy-client.ts');
    const notifier: Notifier = { success: vi.fn(), error: vi.fn() };
    const log = vi.fn();
    const fetch = answering(200, { status: 'success', message: '', data: [] });
    const api = createLazyApiClient({
      notifier,
      log,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(api.call(menu, { params: { id: 'main' } })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'An unexpected error occurred',
    });
    expect(notifier.error).toHaveBeenCalledWith('An unexpected error occurred');
    expect(log).toHaveBeenCalledOnce();

    expect(fetch).not.toHaveBeenCalled();

    vi.doUnmock('./client.ts');
    await expect(api.call(menu, { params: { id: 'main' } })).resolves.toMatchObject({ data: [] });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
