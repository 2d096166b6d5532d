import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { routeApi } from '../testing/section-fixtures.tsx';
import { menuQuery } from './menu-query.ts';

describe('menuQuery', () => {
  it('fetches GET /api/menu/{id} and parses the tree', async () => {
    const client = routeApi({
      'GET /api/menu/main': {
        id: 'main',
        name: 'Main',
        items: [{ label: 'Shop', url: '/shop-online', children: [] }],
      },
    });
    const menu = await new QueryClient().fetchQuery(menuQuery(client, 'main'));
    expect(menu?.items[0]?.label).toBe('Shop');
    expect(client.calls.map(({ path }) => path)).toEqual(['/api/menu/main']);
  });

  it('answers null for a missing or malformed menu', async () => {
    expect(await new QueryClient().fetchQuery(menuQuery(routeApi({}), 'main'))).toBeNull();
    const broken = routeApi({ 'GET /api/menu/main': { items: 'nope' } });
    expect(await new QueryClient().fetchQuery(menuQuery(broken, 'main'))).toBeNull();
  });
});
