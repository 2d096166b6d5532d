import { redirect } from 'react-router';
import { PASSWORD_PATH } from '../gate-paths.ts';
import type { GuardRule } from '../guards.ts';
import { REDIRECT_PARAM } from '../login-redirect.ts';
import { targetOf } from '../safe-redirect.ts';
import { notFound } from '../shell-errors.ts';
import { loadStoreState } from '../store-state.ts';

/**
 * spec §4: while password protection is on and this browser has not entered the password, every
 * route redirects to /password-protected, remembering where the shopper was going
 * (`?redirect=`). The gate page itself is 404 when there is nothing to unlock (spec §4: "Gate
 * pages are not found when their condition does not hold").
 */
export const passwordGuard: GuardRule = {
  name: 'password',
  applies: () => true,
  guard: async ({ api, url, location }) => {
    const { values, passwordUnlocked } = await loadStoreState(api);
    const locked = values.storefront.is_password_protection_enabled && !passwordUnlocked;
    const onGate = location.path === PASSWORD_PATH;
    if (onGate && !locked) notFound(url);
    if (!onGate && locked) {
      const target = targetOf(url);
      throw redirect(
        target === '/'
          ? PASSWORD_PATH
          : `${PASSWORD_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`,
      );
    }
  },
};
