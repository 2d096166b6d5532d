import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { dataResponseOf, fakeApi, guardArgs, initialValues, thrownBy } from './guard-test-kit.ts';
import { licenceGuard } from './licence-guard.ts';

const run = (store: Parameters<typeof initialValues>[0], path = '/about-us') => {
  const { api } = fakeApi({ '/api/storefront/initial-values': initialValues(store) });
  return thrownBy(() => licenceGuard.guard(guardArgs(path, api)));
};

describe('licenceGuard (spec §4 licence and gating)', () => {
  it('lets a licensed, subscribed store through', async () => {
    expect(await run({})).toBeUndefined();
  });

  it("answers 'Website Unavailable' with 404 when there is no licence, on every route", async () => {
    for (const path of ['/', '/cart', '/password-protected']) {
      const { status, data } = dataResponseOf(await run({ license_status: null }, path));
      expect(status).toBe(404);
      expect(data).toEqual({
        kind: 'unavailable',
        reason: 'licence',
        supportEmail: 'help@shop.test',
      });
    }
  });

  it('answers the inactive page with the support e-mail for a lapsed subscription', async () => {
    const { status, data } = dataResponseOf(await run({ subscription_status: 'inactive' }));
    expect(status).toBe(503);
    expect(data).toMatchObject({ reason: 'subscription', supportEmail: 'help@shop.test' });
    const lapsed = dataResponseOf(await run({ license_status: 'inactive' }));
    expect(lapsed.data).toMatchObject({ reason: 'subscription' });
  });

  it('answers the 500 page when the store cannot be read', async () => {
    const { api } = fakeApi({
      '/api/storefront/initial-values': new ApiError('Store not found', { status: 404 }),
    });
    const { status } = dataResponseOf(
      await thrownBy(() => licenceGuard.guard(guardArgs('/', api))),
    );
    expect(status).toBe(500);
  });
});
