import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasAuthDialogs, openLogin } from '../commerce/auth/auth-dialog.ts';
import { loginRedirectUrl, rememberLoginRedirect } from './login-redirect.ts';

/**
 * Asks a guest to log in with the current path remembered, so logging in brings them back here
 * (spec §4, e.g. the wishlist heart of a guest): the login dialog opens in place; on a page
 * without the auth dialogs, the guest goes to `/?login=1&redirect=…` instead.
 */
export function useSendToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    const here = `${pathname}${search}`;
    if (hasAuthDialogs()) {
      openLogin({ redirect: here });
      return;
    }
    rememberLoginRedirect(here);
    navigate(loginRedirectUrl(here));
  }, [navigate, pathname, search]);
}
