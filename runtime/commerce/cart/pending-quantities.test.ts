import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../schemas/api/cart.ts';
import { fixtureCap, fixtureJacket } from '../product/product-fixtures.ts';
import { fixtureCart, fixtureCartLine } from './cart-fixtures.ts';
import { cartQueryKey } from './cart-query.ts';
import {
  askQuantity,
  hasPendingQuantity,
  rollBackQuantity,
  settleQuantities,
} from './pending-quantities.ts';

const cap = (quantity: number) => fixtureCartLine(fixtureCap, quantity);
const jacket = (quantity: number) => ({ ...fixtureCartLine(fixtureJacket, quantity), id: 9 });

function clientWith(current: Cart) {
  const client = new QueryClient();
  client.setQueryData(cartQueryKey, current);
  return client;
}
const cached = (client: QueryClient) => client.getQueryData<Cart>(cartQueryKey);

describe('pending quantities (optimistic cart lines)', () => {
  it('shows an asked quantity at once in the line and the total, leaving every price as it was', () => {
    const before = fixtureCart([cap(1), jacket(2)]);
    const client = clientWith(before);
    askQuantity(client, fixtureCap.id, 3);
    expect(cached(client)?.items.map((item) => item.quantity)).toEqual([3, 2]);
    expect(cached(client)?.total_quantity).toBe(5);
    expect(cached(client)?.items[0]?.line_total).toEqual(before.items[0]?.line_total);
    expect(cached(client)?.grand_total).toEqual(before.grand_total);
  });

  it('lays a still-pending quantity over an answer that does not hold it yet', () => {
    const client = clientWith(fixtureCart([cap(1), jacket(1)]));
    askQuantity(client, fixtureCap.id, 3);
    askQuantity(client, 9, 2);
    // the answer to the cap's request replaces the cache: the jacket's 2 is still asked for
    const answered = fixtureCart([cap(3), jacket(1)]);
    client.setQueryData(cartQueryKey, answered);
    settleQuantities(client, answered, fixtureCap.id);
    expect(cached(client)?.items.map((item) => item.quantity)).toEqual([3, 2]);
    expect(hasPendingQuantity(client, fixtureCap.id)).toBe(false);
    expect(hasPendingQuantity(client, 9)).toBe(true);
  });

  it('rolls back to the last quantity the server confirmed', () => {
    const client = clientWith(fixtureCart([cap(1)]));
    askQuantity(client, fixtureCap.id, 2);
    const answered = fixtureCart([cap(2)]);
    client.setQueryData(cartQueryKey, answered);
    settleQuantities(client, answered);
    askQuantity(client, fixtureCap.id, 4);
    rollBackQuantity(client, fixtureCap.id);
    expect(cached(client)?.items[0]?.quantity).toBe(2);
    expect(cached(client)?.total_quantity).toBe(2);
    expect(hasPendingQuantity(client, fixtureCap.id)).toBe(false);
  });
});
