import type { GuardRule } from '../guards.ts';
import { websiteUnavailable } from '../shell-errors.ts';
import { loadStoreState } from '../store-state.ts';

/**
 * spec §4 "Licence and gating", §2 "Error pages": without a licence every route answers
 * 'Website Unavailable' with 404; with a lapsed licence or an inactive subscription, the same
 * page with a link to the store's support e-mail (503). Runs first, on every route.
 */
export const licenceGuard: GuardRule = {
  name: 'licence',
  applies: () => true,
  guard: async ({ api }) => {
    const { values, subscriptionStatus } = await loadStoreState(api);
    const supportEmail = values.settings.store_email ?? null;
    if (values.licenseStatus === null) websiteUnavailable('licence', supportEmail);
    if (values.licenseStatus === 'inactive' || subscriptionStatus === 'inactive') {
      websiteUnavailable('subscription', supportEmail);
    }
  },
};
