import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../page-location.ts';
import { dataResponseOf, fakeApi, guardArgs, thrownBy } from './guard-test-kit.ts';
import { orderTokenGuard } from './order-token-guard.ts';

const run = (path: string) =>
  thrownBy(() => orderTokenGuard.guard(guardArgs(path, fakeApi({}).api)));

describe('orderTokenGuard (spec §2)', () => {
  it('shows the complete and failed pages with an order token', async () => {
    expect(await run('/checkout-complete?token=abc&order_id=3')).toBeUndefined();
    expect(await run('/checkout-failed?token=abc')).toBeUndefined();
  });

  it('answers 404 without one', async () => {
    expect(dataResponseOf(await run('/checkout-complete')).status).toBe(404);
    expect(dataResponseOf(await run('/checkout-failed?token=%20')).status).toBe(404);
  });

  it('applies to those two pages only', () => {
    expect(orderTokenGuard.applies(parsePageLocation('/checkout/address'))).toBe(false);
  });
});
