import { isApiError } from '../../../runtime/api/api-error.ts';
import type { ResendOutcome } from '../shared/ResendCode.tsx';

/** What a resend's result means for 'Resend OTP': a 429 is the server's limit (spec §8). */
export async function resendOutcome(send: () => Promise<unknown>): Promise<ResendOutcome> {
  try {
    await send();
    return 'sent';
  } catch (error) {
    return isApiError(error) && error.status === 429 ? 'limit' : 'failed';
  }
}
