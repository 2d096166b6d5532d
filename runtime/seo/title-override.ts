import { accountPanelOf } from '../routing/account-panels.ts';
import type { PageLocation } from '../routing/page-location.ts';

/**
 * Titles of routes that share another page's template (spec §2): the reset-password page uses
 * the account template but is titled 'Reset Password'; each account page under /account is
 * titled by its heading ('Orders & Refunds', 'Profile', …), the dashboard keeps the template's.
 */
export function titleOverrideFor(location: PageLocation): string | undefined {
  const { pageType, slug } = location;
  if (pageType === 'account' && slug[0] === 'reset-password') return 'Reset Password';
  const panel = accountPanelOf(location);
  if (panel && panel.key !== 'dashboard') return panel.title;
  return undefined;
}
