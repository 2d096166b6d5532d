import { describe, expect, it } from 'vitest';
import { dataResponseOf, fakeApi, guardArgs, thrownBy } from './guard-test-kit.ts';
import { trackOrderGuard } from './track-order-guard.ts';

const run = (path: string) =>
  thrownBy(() => trackOrderGuard.guard(guardArgs(path, fakeApi({}).api)));

describe('trackOrderGuard (spec §2)', () => {
  it('shows the tracking form without a slug and a tracking page with one', async () => {
    expect(await run('/track-order')).toBeUndefined();
    expect(await run('/track-order/AWB123')).toBeUndefined();
    expect(await run('/track-order/NW-10042')).toBeUndefined();
  });

  it('answers 404 for a malformed slug or extra segments', async () => {
    expect(dataResponseOf(await run('/track-order/a%20b')).status).toBe(404);
    expect(dataResponseOf(await run('/track-order/AWB1/more')).data).toMatchObject({
      kind: 'not-found',
      path: '/track-order/AWB1/more',
    });
  });
});
