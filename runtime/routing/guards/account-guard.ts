import { redirect } from 'react-router';
import type { GuardRule } from '../guards.ts';
import { loginRedirectUrl } from '../login-redirect.ts';
import { targetOf } from '../safe-redirect.ts';
import { loadStoreState } from '../store-state.ts';

/**
 * `/account` and its sub-pages require login (spec §2, §6): a guest goes home with the login
 * dialog open and this page remembered. The reset-password page is for people who cannot log
 * in, so it has its own guard instead.
 */
export const accountGuard: GuardRule = {
  name: 'account',
  applies: ({ pageType, slug }) => pageType === 'account' && slug[0] !== 'reset-password',
  guard: async ({ api, url }) => {
    const { values } = await loadStoreState(api);
    if (!values.isLoggedIn) throw redirect(loginRedirectUrl(targetOf(url)));
  },
};
