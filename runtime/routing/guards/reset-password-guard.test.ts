import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { INVALID_RESET_LINK_MESSAGE } from '../shell-errors.ts';
import { dataResponseOf, fakeApi, guardArgs, thrownBy } from './guard-test-kit.ts';
import { resetPasswordGuard } from './reset-password-guard.ts';

const PATH = '/account/reset-password/jane%40example.com/tok123';

describe('resetPasswordGuard (spec §2, §5 "Reset link")', () => {
  it('validates the e-mail and token with the API and shows the page', async () => {
    const { api, calls } = fakeApi({
      'POST /api/auth/validate-reset': { email: 'jane@example.com' },
    });
    expect(await thrownBy(() => resetPasswordGuard.guard(guardArgs(PATH, api)))).toBeUndefined();
    expect(calls[0]?.options?.query).toEqual({ email: 'jane@example.com', token: 'tok123' });
  });

  it('answers 404 with a clear message for a link the API refuses', async () => {
    const { api } = fakeApi({
      'POST /api/auth/validate-reset': new ApiError('The given data was invalid.', { status: 422 }),
    });
    const { status, data } = dataResponseOf(
      await thrownBy(() => resetPasswordGuard.guard(guardArgs(PATH, api))),
    );
    expect(status).toBe(404);
    expect(data).toMatchObject({ message: INVALID_RESET_LINK_MESSAGE });
  });

  it('answers 404 for a link without a token, and the 500 page when the API is down', async () => {
    const missing = await thrownBy(() =>
      resetPasswordGuard.guard(guardArgs('/account/reset-password/jane', fakeApi({}).api)),
    );
    expect(dataResponseOf(missing).status).toBe(404);
    const { api } = fakeApi({
      'POST /api/auth/validate-reset': new ApiError('down', { status: 0 }),
    });
    const down = await thrownBy(() => resetPasswordGuard.guard(guardArgs(PATH, api)));
    expect(dataResponseOf(down).status).toBe(500);
  });
});
