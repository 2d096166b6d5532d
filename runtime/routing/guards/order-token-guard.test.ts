import { describe, expect, it } from 'vitest';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { ApiError } from '../../api/api-error.ts';
import { fixtureOrderResult } from '../../commerce/checkout/order-fixtures.ts';
import { parsePageLocation } from '../page-location.ts';
import { type FakeAnswer, fakeApi, guardArgs, thrownBy } from './guard-test-kit.ts';
import { orderTokenGuard } from './order-token-guard.ts';

const COMPLETE = checkout.complete.path;

async function run(path: string, answer: FakeAnswer = fixtureOrderResult()) {
  const { api, calls } = fakeApi({ [COMPLETE]: answer });
  const thrown = await thrownBy(() => orderTokenGuard.guard(guardArgs(path, api)));
  return { thrown, calls };
}

const redirectOf = (thrown: unknown) => {
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, location: response.headers.get('Location') };
};

describe('orderTokenGuard (spec §2: each result page has its own guard)', () => {
  it('shows the complete and failed pages for an order the token opens', async () => {
    const complete = await run('/checkout-complete?token=abc&order_id=NW100007&type=success');
    expect(complete.thrown).toBeUndefined();
    expect(complete.calls[0]?.options.query).toEqual({
      token: 'abc',
      order_id: 'NW100007',
      type: 'success',
    });
    const failed = await run('/checkout-failed?token=abc&order_id=NW100007&type=failed');
    expect(failed.thrown).toBeUndefined();
    expect(failed.calls[0]?.options.query).toMatchObject({ type: 'failed' });
  });

  it('redirects to / without a token or an order number, asking nothing', async () => {
    for (const path of [
      '/checkout-complete',
      '/checkout-complete?order_id=NW100007',
      '/checkout-failed?token=%20&order_id=NW100007',
    ]) {
      const { thrown, calls } = await run(path);
      expect(redirectOf(thrown)).toEqual({ status: 302, location: '/' });
      expect(calls).toEqual([]);
    }
  });

  it('redirects to / when the token opens no order', async () => {
    const { thrown } = await run(
      '/checkout-complete?token=wrong&order_id=NW100007',
      new ApiError('Order not found', { status: 404 }),
    );
    expect(redirectOf(thrown)).toEqual({ status: 302, location: '/' });
  });

  it('lets the page render when the API cannot answer, so it can say so', async () => {
    const { thrown } = await run(
      '/checkout-complete?token=abc&order_id=NW100007',
      new ApiError('Server error', { status: 503 }),
    );
    expect(thrown).toBeUndefined();
  });

  it('applies to those two pages only', () => {
    expect(orderTokenGuard.applies(parsePageLocation('/checkout/address'))).toBe(false);
    expect(orderTokenGuard.applies(parsePageLocation('/checkout-failed'))).toBe(true);
  });
});
