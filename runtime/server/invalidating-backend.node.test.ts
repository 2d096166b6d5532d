import { describe, expect, it } from 'vitest';
import { expandPath } from '../../schemas/api/endpoint.ts';
import * as admin from '../../schemas/api/endpoints/admin.ts';
import * as cart from '../../schemas/api/endpoints/cart.ts';
import type { ApiBackend } from './api-backend.ts';
import { createSharedCache } from './shared-cache.ts';
import { invalidatingBackend } from './storefront-app.ts';

const ORIGIN = 'http://localhost:3000';

function setup(status: number) {
  const cache = createSharedCache();
  const backend: ApiBackend = {
    handle: async () => new Response('{}', { status }),
    fetch: globalThis.fetch,
    baseURL: ORIGIN,
  };
  return { cache, backend: invalidatingBackend(backend, cache) };
}

const send = (backend: ApiBackend, method: string, path: string) =>
  backend.handle(new Request(`${ORIGIN}${path}`, { method }));

describe('writes through the storefront server', () => {
  it('make the shared answers they change stale at once: Publish shows on the next page', async () => {
    const { cache, backend } = setup(200);
    await cache.get('home template', ['templates'], async () => 'old');
    await cache.get('main menu', ['content'], async () => 'menu');
    await send(backend, 'POST', expandPath(admin.publishTemplate.path, { pageKey: 'home' }));
    expect(await cache.get('home template', ['templates'], async () => 'published')).toBe(
      'published',
    );
    expect(await cache.get('main menu', ['content'], async () => 'other')).toBe('menu');
  });

  it('change nothing when refused, or when a shopper changes their own cart', async () => {
    const refused = setup(412);
    await refused.cache.get('home template', ['templates'], async () => 'old');
    await send(
      refused.backend,
      'POST',
      expandPath(admin.publishTemplate.path, { pageKey: 'home' }),
    );
    expect(refused.cache.size).toBe(1);

    const shopper = setup(200);
    await shopper.cache.get('grid', ['catalogue'], async () => 'grid');
    await send(shopper.backend, 'POST', cart.addItem.path);
    expect(shopper.cache.size).toBe(1);
  });
});
