import { data } from 'react-router';

/** Why the store cannot be shown (spec §2 "Error pages", §4 "Licence and gating"). */
export type UnavailableReason = 'licence' | 'subscription';

/**
 * The data of the error responses the shell throws, read by the root ErrorBoundary. `layout`
 * is added by the page loader when the store's header and footer could be loaded.
 */
export type ShellErrorData =
  | { kind: 'not-found'; path: string; message?: string }
  | { kind: 'unavailable'; reason: UnavailableReason; supportEmail: string | null }
  | { kind: 'server-error' };

/** Message of a 404 whose cause the shopper should know, e.g. an expired reset link. */
export const INVALID_RESET_LINK_MESSAGE = 'This password reset link is invalid or has expired.';

/** Throws the 404 'Page Not Found!' response for `url`, optionally with a reason to show. */
export function notFound(url: URL, message?: string): never {
  const body: ShellErrorData = {
    kind: 'not-found',
    path: url.pathname,
    ...(message ? { message } : {}),
  };
  throw data(body, { status: 404, statusText: 'Page Not Found' });
}

/**
 * Throws the 'Website Unavailable' response: 404 without a licence (spec §4), 503 for an
 * inactive subscription (the store is expected back once it is renewed, so crawlers should keep
 * its pages).
 */
export function websiteUnavailable(reason: UnavailableReason, supportEmail: string | null): never {
  const body: ShellErrorData = { kind: 'unavailable', reason, supportEmail };
  throw data(body, {
    status: reason === 'licence' ? 404 : 503,
    statusText: 'Website Unavailable',
  });
}

/** Reads the shell's error data from whatever an error response carried. */
export function readShellErrorData(value: unknown): ShellErrorData | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.kind === 'unavailable') {
    const reason = record.reason === 'licence' ? 'licence' : 'subscription';
    const supportEmail = typeof record.supportEmail === 'string' ? record.supportEmail : null;
    return { kind: 'unavailable', reason, supportEmail };
  }
  if (record.kind === 'server-error') return { kind: 'server-error' };
  if (typeof record.path === 'string') {
    return {
      kind: 'not-found',
      path: record.path,
      ...(typeof record.message === 'string' && record.message ? { message: record.message } : {}),
    };
  }
  return null;
}
