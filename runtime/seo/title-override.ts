import type { PageLocation } from '../routing/page-location.ts';

/**
 * Titles of routes that share another page's template (spec §2): the reset-password page uses
 * the account template but is titled 'Reset Password'.
 */
export function titleOverrideFor({ pageType, slug }: PageLocation): string | undefined {
  if (pageType === 'account' && slug[0] === 'reset-password') return 'Reset Password';
  return undefined;
}
