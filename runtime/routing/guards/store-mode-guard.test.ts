import { describe, expect, it } from 'vitest';
import { parsePageLocation } from '../page-location.ts';
import {
  dataResponseOf,
  fakeApi,
  guardArgs,
  initialValues,
  locationOf,
  thrownBy,
} from './guard-test-kit.ts';
import { storeModeGuard } from './store-mode-guard.ts';

const argsFor = (path: string, mode: string) => {
  const { api } = fakeApi({
    '/api/storefront/initial-values': initialValues({ storefront: { mode } }),
  });
  return guardArgs(path, api);
};
const run = (path: string, mode: string) =>
  thrownBy(() => storeModeGuard.guard(argsFor(path, mode)));

describe('storeModeGuard (spec §4)', () => {
  it("sends every route to /coming-soon while the mode is 'Coming Soon'", async () => {
    expect(locationOf(await run('/', 'Coming Soon'))).toBe('/coming-soon');
    expect(locationOf(await run('/under-maintenance', 'Coming Soon'))).toBe('/coming-soon');
    expect(await run('/coming-soon', 'Coming Soon')).toBeUndefined();
  });

  it('sends every route to /under-maintenance, which answers 503 with Retry-After: 3600', async () => {
    expect(locationOf(await run('/product/x', 'Under Maintenance'))).toBe('/under-maintenance');
    const outcome = await storeModeGuard.guard(argsFor('/under-maintenance', 'Under Maintenance'));
    expect(outcome).toEqual({ status: 503, headers: { 'Retry-After': '3600' } });
  });

  it('answers 404 for a mode page whose mode is not in force', async () => {
    expect(dataResponseOf(await run('/coming-soon', 'Live')).status).toBe(404);
    expect(dataResponseOf(await run('/under-maintenance/', 'Live')).status).toBe(404);
  });

  it('leaves an open store and the password page alone', async () => {
    expect(await run('/cart', 'Live')).toBeUndefined();
    expect(storeModeGuard.applies(parsePageLocation('/password-protected'))).toBe(false);
  });
});
