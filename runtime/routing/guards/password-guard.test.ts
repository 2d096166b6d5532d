import { describe, expect, it } from 'vitest';
import {
  dataResponseOf,
  fakeApi,
  guardArgs,
  initialValues,
  locationOf,
  thrownBy,
} from './guard-test-kit.ts';
import { passwordGuard } from './password-guard.ts';

const run = (path: string, protectedStore: boolean, unlocked = false) => {
  const { api } = fakeApi({
    '/api/storefront/initial-values': initialValues({
      password_unlocked: unlocked,
      storefront: { is_password_protection_enabled: protectedStore },
    }),
  });
  return thrownBy(() => passwordGuard.guard(guardArgs(path, api)));
};

describe('passwordGuard (spec §4)', () => {
  it('redirects every route of a locked store to the password page, remembering the target', async () => {
    expect(locationOf(await run('/', true))).toBe('/password-protected');
    expect(locationOf(await run('/cart?x=1', true))).toBe(
      '/password-protected?redirect=%2Fcart%3Fx%3D1',
    );
    expect(locationOf(await run('/coming-soon', true))).toBe(
      '/password-protected?redirect=%2Fcoming-soon',
    );
  });

  it('shows the password page itself while locked (no redirect loop)', async () => {
    expect(await run('/password-protected', true)).toBeUndefined();
    expect(await run('/password-protected/?redirect=%2Fcart', true)).toBeUndefined();
  });

  it('lets everything through once unlocked or with protection off', async () => {
    expect(await run('/cart', true, true)).toBeUndefined();
    expect(await run('/cart', false)).toBeUndefined();
  });

  it('answers 404 for the password page when there is nothing to unlock', async () => {
    expect(dataResponseOf(await run('/password-protected', false)).status).toBe(404);
    expect(dataResponseOf(await run('/password-protected', true, true)).status).toBe(404);
  });
});
