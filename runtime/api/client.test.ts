import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, endpoint, type HttpMethod } from '../../schemas/api/endpoint.ts';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import type { Notifier } from './notifier.ts';

// Rows of endpoints that exist only in these tests, under the API's prefix.
const THING = `${API_PREFIX}/thing` as const;

// spec §7, stated here rather than read from the implementation, so a change to the rule fails.
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const RETRIED_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const ERROR_STATUSES = [
  400, 401, 403, 404, 408, 409, 410, 422, 425, 429, 500, 501, 502, 503, 504, 599,
];

/** A row of the endpoint table for these tests, answering anything as `data`. */
function testRow<M extends HttpMethod>(
  method: M,
  path: `${typeof API_PREFIX}/${string}` = THING,
  options: { silent?: boolean } = {},
) {
  return endpoint({
    method,
    path,
    access: 'guest',
    silent: options.silent ?? false,
    schemas: async () => ({
      query: z.object({ page: z.number().optional() }),
      data: z.unknown(),
    }),
  });
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(responses: (() => Response)[], onSessionExpired?: () => boolean) {
  const calls: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    const next = responses[Math.min(calls.length - 1, responses.length - 1)];
    if (!next) throw new Error('no response prepared');
    return next();
  });
  const notifier: Notifier = { success: vi.fn(), error: vi.fn() };
  const log = vi.fn();
  const client = createApiClient({
    baseURL: 'http://api.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    notifier,
    log,
    ...(onSessionExpired && { onSessionExpired }),
  });
  return { client, calls, notifier, log };
}

describe('retry rule (spec §7)', () => {
  for (const method of METHODS) {
    for (const status of ERROR_STATUSES) {
      const retried = method === 'GET' && RETRIED_STATUSES.includes(status);
      it(`${method} answered ${status} is ${retried ? 'retried once' : 'not retried'} and fails`, async () => {
        const { client, calls } = setup([
          () => json(status, { status: 'error', message: 'nope', data: null }),
        ]);
        await expect(client.call(testRow(method))).rejects.toMatchObject({ status });
        expect(calls).toHaveLength(retried ? 2 : 1);
      });
    }
  }

  it('a GET that fails with 503 and then succeeds resolves with the second answer', async () => {
    const { client } = setup([
      () => json(503, { status: 'error', message: 'busy', data: null }),
      () => json(200, { status: 'success', message: '', data: { ok: true } }),
    ]);
    await expect(client.call(testRow('GET'))).resolves.toEqual({ data: { ok: true }, message: '' });
  });
});

describe('envelope', () => {
  it('resolves with data when status is success', async () => {
    const { client } = setup([() => json(200, { status: 'success', message: '', data: [1, 2] })]);
    await expect(client.call(testRow('GET'))).resolves.toEqual({ message: '', data: [1, 2] });
  });

  it('treats a 200 answer with status "error" as an error carrying the server message', async () => {
    const { client, notifier } = setup([
      () => json(200, { status: 'error', message: 'Coupon expired', data: null }),
    ]);
    await expect(client.call(testRow('POST'))).rejects.toThrow('Coupon expired');
    expect(notifier.error).toHaveBeenCalledWith('Coupon expired');
  });

  it('fails with the HTTP status in the message when the body is not JSON', async () => {
    const { client } = setup([() => new Response('<html>oops</html>', { status: 200 })]);
    await expect(client.call(testRow('POST'))).rejects.toThrow(/200.*not JSON/);
    const failing = setup([() => new Response('Bad gateway', { status: 502 })]);
    await expect(failing.client.call(testRow('POST'))).rejects.toThrow(/502.*not JSON/);
  });

  it('fails instead of hanging when the network is down', async () => {
    const notifier: Notifier = { success: vi.fn(), error: vi.fn() };
    const client = createApiClient({
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof globalThis.fetch,
      notifier,
      log: () => {},
    });
    await expect(client.call(testRow('POST'))).rejects.toMatchObject({ status: 0 });
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('sends credentials, query and JSON body', async () => {
    const { client, calls } = setup([
      () => json(200, { status: 'success', message: '', data: null }),
    ]);
    const row = endpoint({
      method: 'POST',
      path: `${API_PREFIX}/settings/get`,
      access: 'guest',
      schemas: async () => ({
        query: z.object({ page: z.number() }),
        body: z.object({ keys: z.array(z.string()) }),
        data: z.null(),
      }),
    });
    await client.call(row, {
      query: { page: 2 },
      body: { keys: ['a'] },
    });
    const request = calls[0];
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('include');
    expect(request?.url).toBe('http://api.test/api/settings/get?page=2');
    await expect(request?.json()).resolves.toEqual({ keys: ['a'] });
  });
});

describe('toasts (spec §7, §8)', () => {
  it('shows the success message as a success toast', async () => {
    const { client, notifier } = setup([
      () => json(200, { status: 'success', message: 'Added to cart', data: null }),
    ]);
    await client.call(testRow('POST'));
    expect(notifier.success).toHaveBeenCalledWith('Added to cart');
  });

  it('shows no success toast for a silenced call or an empty message', async () => {
    const { client, notifier } = setup([
      () => json(200, { status: 'success', message: 'Loaded', data: null }),
    ]);
    await client.call(testRow('GET'), { silent: true });
    await client.call(testRow('GET', THING, { silent: true }));
    const empty = setup([() => json(200, { status: 'success', message: '', data: null })]);
    await empty.client.call(testRow('GET'));
    expect(notifier.success).not.toHaveBeenCalled();
    expect(empty.notifier.success).not.toHaveBeenCalled();
  });

  it('a call may ask for the message of a row that is silent by default', async () => {
    const { client, notifier } = setup([
      () => json(200, { status: 'success', message: 'Saved', data: null }),
    ]);
    await client.call(testRow('PUT', THING, { silent: true }), { silent: false });
    expect(notifier.success).toHaveBeenCalledWith('Saved');
  });

  it('shows the error message as an error toast, even when silenced', async () => {
    const { client, notifier } = setup([
      () => json(404, { status: 'error', message: 'Product not found', data: null }),
    ]);
    await expect(client.call(testRow('GET'), { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifier.error).toHaveBeenCalledWith('Product not found');
  });

  it('shows no toast for 422 and gives the field errors to the caller', async () => {
    const { client, notifier } = setup([
      () =>
        json(422, {
          status: 'error',
          message: 'The given data was invalid.',
          errors: { email: ['This field is required'] },
        }),
    ]);
    const error = await client.call(testRow('POST')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['This field is required'] });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('falls back to the generic message when an error has none', async () => {
    const { client, notifier } = setup([() => json(200, { status: 'error', data: null })]);
    await expect(client.call(testRow('POST'))).rejects.toThrow('An unexpected error occurred');
    expect(notifier.error).toHaveBeenCalledWith('An unexpected error occurred');
  });
});

describe('SSR', () => {
  it('forwards the configured cookie header and reports Set-Cookie answers', async () => {
    const cookies: string[] = [];
    const calls: Request[] = [];
    const client = createApiClient({
      baseURL: 'http://api.test',
      headers: { cookie: 'cart_session=abc' },
      onSetCookie: (cookie) => cookies.push(cookie),
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new Request(input, init));
        return json(
          200,
          { status: 'success', message: '', data: null },
          { 'set-cookie': 'cart_session=def; Path=/' },
        );
      }) as typeof globalThis.fetch,
    });
    await client.call(testRow('GET'));
    expect(calls[0]?.headers.get('cookie')).toBe('cart_session=abc');
    expect(cookies).toEqual(['cart_session=def; Path=/']);
  });
});

describe('rows of the endpoint table', () => {
  it('fills the path template, one encoded segment per parameter', async () => {
    const { client, calls } = setup([() => json(200, { status: 'success', message: '', data: 1 })]);
    const row = endpoint({
      method: 'GET',
      path: `${API_PREFIX}/blog/:slug/comments/:page`,
      access: 'guest',
      schemas: async () => ({ data: z.number() }),
    });
    await client.call(row, { params: { slug: 'a b/c', page: 2 } });
    expect(calls[0]?.url).toBe('http://api.test/api/blog/a%20b%2Fc/comments/2');
  });

  it('parses data with the row schema, applying its defaults', async () => {
    const { client } = setup([() => json(200, { status: 'success', message: '', data: {} })]);
    const row = endpoint({
      method: 'GET',
      path: `${API_PREFIX}/count`,
      access: 'guest',
      schemas: async () => ({ data: z.object({ count: z.number().default(0) }) }),
    });
    await expect(client.call(row)).resolves.toEqual({ data: { count: 0 }, message: '' });
  });

  it('rejects an answer that breaks the contract, logged and without a toast', async () => {
    const { client, notifier, log } = setup([
      () => json(200, { status: 'success', message: '', data: { count: 'many' } }),
    ]);
    const row = endpoint({
      method: 'GET',
      path: `${API_PREFIX}/count`,
      access: 'guest',
      schemas: async () => ({ data: z.object({ count: z.number() }) }),
    });
    const error = await client.call(row).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(log).toHaveBeenCalledWith(
      '[api] GET /api/count answered data that does not match the contract',
      error,
    );
    expect(notifier.error).not.toHaveBeenCalled();
  });

  describe('a customer whose session ended', () => {
    const unauthenticated = () => json(401, { status: 'error', message: 'Unauthenticated.' });
    const customerRow = endpoint({
      method: 'PUT',
      path: `${API_PREFIX}/me`,
      access: 'customer',
      schemas: async () => ({ data: z.unknown() }),
    });

    it('is asked to log in again instead of shown an error', async () => {
      const asked = vi.fn(() => true);
      const { client, notifier, log } = setup([unauthenticated], asked);
      const error = await client.call(customerRow).catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
      expect(asked).toHaveBeenCalledOnce();
      expect(notifier.error).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    });

    it('sees the error when nothing on the page asks them to log in', async () => {
      const { client, notifier } = setup([unauthenticated], () => false);
      await expect(client.call(customerRow)).rejects.toBeInstanceOf(ApiError);
      expect(notifier.error).toHaveBeenCalledWith('Unauthenticated.');
    });

    it('is not what a 401 from a guest endpoint means', async () => {
      const asked = vi.fn(() => true);
      const { client, notifier } = setup([unauthenticated], asked);
      await expect(client.call(testRow('POST'))).rejects.toBeInstanceOf(ApiError);
      expect(asked).not.toHaveBeenCalled();
      expect(notifier.error).toHaveBeenCalledWith('Unauthenticated.');
    });
  });
});
