import { isApiError } from './api-error.ts';

/**
 * Whether a call failed only after the API had done it: the answer's `data` did not match the
 * row's contract (the client rejects it with status 0 and the parse error as its cause), or the
 * contract's code could not be loaded. The change the API made stands, so a caller refetches what
 * it shows rather than undoing it.
 */
export function isUnreadableAnswer(error: unknown): boolean {
  if (!isApiError(error)) return true;
  const cause = error.cause as { issues?: unknown } | undefined;
  return error.status === 0 && Array.isArray(cause?.issues);
}
