import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandPath } from '../../schemas/api/endpoint.ts';
import * as admin from '../../schemas/api/endpoints/admin.ts';
import type { ApiBackend } from './api-backend.ts';
import { createInvalidator } from './invalidation.ts';
import { createPageStore } from './page-store.ts';
import { PURGE_KEYS_HEADER, purgeKeysOf, varnishPurger } from './purger.ts';
import { ALL_TAGS, createSharedCache } from './shared-cache.ts';
import { invalidatingBackend } from './storefront-app.ts';

// A tiny stand-in for Varnish: records each request's method, path and headers. Plain TCP, as
// Node's HTTP server refuses methods it does not know, and BAN is one.
const received: { method: string; url: string; headers: Record<string, string> }[] = [];
let status = 200;
const server = createServer((socket) => {
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return;
    const [line = '', ...fields] = text.slice(0, end).split('\r\n');
    const [method = '', url = ''] = line.split(' ');
    const headers = Object.fromEntries(
      fields.map((field) => {
        const at = field.indexOf(':');
        return [field.slice(0, at).trim().toLowerCase(), field.slice(at + 1).trim()];
      }),
    );
    received.push({ method, url, headers });
    socket.end(`HTTP/1.1 ${status} X\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`);
  });
});
let purgeUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  purgeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('the Varnish purger', () => {
  it('sends a BAN naming the keys, space-separated, in one header', async () => {
    received.length = 0;
    await varnishPurger(purgeUrl).purge(['templates', 'product:blue-shirt']);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('BAN');
    expect(received[0]?.headers[PURGE_KEYS_HEADER.toLowerCase()]).toBe(
      'templates product:blue-shirt',
    );
  });

  it('never fails the write that asked for it: a refusal or an unreachable Varnish is logged', async () => {
    status = 405;
    await expect(varnishPurger(purgeUrl).purge(['templates'])).resolves.toBeUndefined();
    status = 200;
    await expect(
      varnishPurger('http://127.0.0.1:1/', { timeoutMs: 500 }).purge(['templates']),
    ).resolves.toBeUndefined();
  });

  it('purges every page for a write that changes everything', () => {
    expect(purgeKeysOf([ALL_TAGS])).toEqual(['all']);
    expect(purgeKeysOf(['settings', 'templates', 'settings'])).toEqual(['settings', 'templates']);
  });

  it('is called when an admin publishes through the storefront, after its caches forgot the page', async () => {
    received.length = 0;
    const cache = createSharedCache();
    await cache.get('home template', ['templates'], async () => 'old');
    const pages = createPageStore();
    const keptPage = (html: string) => async () => ({
      response: new Response(html),
      keys: ['all', 'templates', 'template:home'],
      until: Date.now() + 10_000,
    });
    await pages.serve('http://shop.test/', keptPage('old home'));
    let cachedWhenPurged: unknown;
    let pagesWhenPurged: number | undefined;
    const purger = {
      async purge(keys: string[]) {
        cachedWhenPurged = await cache.get('home template', ['templates'], async () => 'new');
        pagesWhenPurged = pages.size;
        await varnishPurger(purgeUrl).purge(keys);
      },
    };
    const backend: ApiBackend = {
      handle: async () => new Response('{}', { status: 200 }),
      fetch: globalThis.fetch,
      baseURL: 'http://shop.test',
    };
    const through = invalidatingBackend(
      backend,
      createInvalidator({ cache, pages, purger, repurgeMs: 0 }),
    );
    const path = expandPath(admin.publishTemplate.path, { pageKey: 'home' });
    await through.handle(new Request(`http://shop.test${path}`, { method: 'POST' }));
    await until(() => received.length > 0);
    // a Publish takes the store settings' draft live with the page
    expect(received.map((ban) => [ban.method, ban.headers['x-purge-keys']])).toEqual([
      ['BAN', 'templates settings'],
    ]);
    expect(cachedWhenPurged).toBe('new');
    // the server's own copy of the page was forgotten before the CDN's
    expect(pagesWhenPurged).toBe(0);
  });
});
