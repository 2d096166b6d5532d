import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../page-location.ts';
import { accountGuard } from './account-guard.ts';
import { fakeApi, guardArgs, initialValues, locationOf, thrownBy } from './guard-test-kit.ts';

const run = (path: string, account: { id: number } | null) => {
  const { api } = fakeApi({ '/api/storefront/initial-values': initialValues({ account }) });
  return thrownBy(() => accountGuard.guard(guardArgs(path, api)));
};

describe('accountGuard (spec §2, §6)', () => {
  it('sends a guest home with the login dialog open and the page remembered', async () => {
    expect(locationOf(await run('/account', null))).toBe('/?login=1&redirect=%2Faccount');
    expect(locationOf(await run('/account/orders?page=2', null))).toBe(
      '/?login=1&redirect=%2Faccount%2Forders%3Fpage%3D2',
    );
  });

  it('lets a logged-in customer through', async () => {
    expect(await run('/account/profile', { id: 3 })).toBeUndefined();
  });

  it('leaves the reset-password page to its own guard', () => {
    expect(accountGuard.applies(parsePageLocation('/account/reset-password/a%40b.c/tok'))).toBe(
      false,
    );
    expect(accountGuard.applies(parsePageLocation('/accounting-tips'))).toBe(false);
  });

  it('guards every page that renders the account template, wherever its segment stands', () => {
    expect(accountGuard.applies(parsePageLocation('/account/orders/'))).toBe(true);
    expect(accountGuard.applies(parsePageLocation('/help/account'))).toBe(true);
  });
});
