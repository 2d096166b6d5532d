import { describe, expect, it } from 'vitest';
import { guardRules } from './guard-rules.ts';
import {
  dataResponseOf,
  fakeApi,
  guardArgs,
  initialValues,
  locationOf,
  thrownBy,
} from './guards/guard-test-kit.ts';
import { runGuards } from './guards.ts';

const run = (path: string, store: Parameters<typeof initialValues>[0]) => {
  const { api, calls } = fakeApi({ '/api/storefront/initial-values': initialValues(store) });
  return { thrown: thrownBy(() => runGuards(guardRules, guardArgs(path, api))), calls };
};

describe('guardRules in order', () => {
  it('checks the licence before the password, and the password before the store mode', async () => {
    const noLicence = run('/cart', {
      license_status: null,
      storefront: { is_password_protection_enabled: true, mode: 'Coming Soon' },
    });
    expect(dataResponseOf(await noLicence.thrown).status).toBe(404);
    const locked = run('/', {
      storefront: { is_password_protection_enabled: true, mode: 'Coming Soon' },
    });
    expect(locationOf(await locked.thrown)).toBe('/password-protected');
    const unlocked = run('/', {
      password_unlocked: true,
      storefront: { is_password_protection_enabled: true, mode: 'Coming Soon' },
    });
    expect(locationOf(await unlocked.thrown)).toBe('/coming-soon');
  });

  it('reads the store once per request, however many guards need it', async () => {
    const { thrown, calls } = run('/account', { account: { id: 1 } });
    expect(await thrown).toBeUndefined();
    expect(calls.filter((call) => call.path === '/api/storefront/initial-values')).toHaveLength(1);
  });

  it('answers the maintenance page with 503 and Retry-After', async () => {
    const { api } = fakeApi({
      '/api/storefront/initial-values': initialValues({
        storefront: { mode: 'Under Maintenance' },
      }),
    });
    await expect(runGuards(guardRules, guardArgs('/under-maintenance', api))).resolves.toEqual({
      status: 503,
      headers: { 'Retry-After': '3600' },
    });
  });
});
