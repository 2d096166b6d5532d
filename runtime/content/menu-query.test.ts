import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { menuQuery } from './menu-query.ts';

function api(routes: Record<string, unknown>): ApiClient & { paths: string[] } {
  const paths: string[] = [];
  const get = (async (path: string) => {
    paths.push(path);
    if (!(path in routes)) throw new ApiError('Not found', { status: 404 });
    return { status: 'success', message: '', data: routes[path] };
  }) as ApiClient['get'];
  const never = (async () => {
    throw new Error('unused');
  }) as ApiClient['post'];
  return { paths, get, post: never, put: never, patch: never, delete: never };
}

describe('menuQuery', () => {
  it('fetches GET /api/menu/{id} and parses the tree', async () => {
    const client = api({
      '/api/menu/main': {
        id: 'main',
        name: 'Main',
        items: [{ label: 'Shop', url: '/shop-online', children: [] }],
      },
    });
    const menu = await new QueryClient().fetchQuery(menuQuery(client, 'main'));
    expect(menu?.items[0]?.label).toBe('Shop');
    expect(client.paths).toEqual(['/api/menu/main']);
  });

  it('answers null for a missing or malformed menu', async () => {
    expect(await new QueryClient().fetchQuery(menuQuery(api({}), 'main'))).toBeNull();
    const broken = api({ '/api/menu/main': { items: 'nope' } });
    expect(await new QueryClient().fetchQuery(menuQuery(broken, 'main'))).toBeNull();
  });
});
