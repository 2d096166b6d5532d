import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirectUrl, rememberLoginRedirect } from './login-redirect.ts';

/**
 * Sends a guest to the login dialog (`/?login=1&redirect=…`) with the current path remembered, so
 * logging in brings them back here (spec §4, e.g. the wishlist heart of a guest).
 */
export function useSendToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    const here = `${pathname}${search}`;
    rememberLoginRedirect(here);
    navigate(loginRedirectUrl(here));
  }, [navigate, pathname, search]);
}
