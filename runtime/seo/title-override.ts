import { pathSegments } from '../routing/page-key.ts';

/**
 * Titles of routes that share another page's template (spec §2): the reset-password page uses
 * the account template but is titled 'Reset Password'.
 */
export function titleOverrideFor(url: URL): string | undefined {
  const [first, second] = pathSegments(url.pathname);
  if (first === 'account' && second === 'reset-password') return 'Reset Password';
  return undefined;
}
