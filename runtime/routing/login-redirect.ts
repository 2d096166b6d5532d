import { safeRedirectTarget } from './safe-redirect.ts';

/** Query parameter that asks the shell to open the login dialog (`/?login=1`). */
export const LOGIN_PARAM = 'login';
/** Query parameter holding where to go after logging in. */
export const REDIRECT_PARAM = 'redirect';
/** sessionStorage key of the remembered target (spec §3 "a redirect-after-login target"). */
export const LOGIN_REDIRECT_STORAGE_KEY = 'sf_login_redirect';

/**
 * Where a guard sends a shopper who must log in: home with the login dialog open and the target
 * remembered: `/?login=1&redirect=<encoded target>`.
 */
export function loginRedirectUrl(target: string): string {
  const params = new URLSearchParams({ [LOGIN_PARAM]: '1', [REDIRECT_PARAM]: target });
  return `/?${params.toString()}`;
}

/**
 * Where to ask for a new reset link: home with the login dialog open in its forgot-password mode
 * (an expired reset link's page offers it).
 */
export const FORGOT_PASSWORD_URL = `/?${LOGIN_PARAM}=forgot`;

/** What a URL's query asks of the login dialog. */
export interface LoginRequest {
  /** The dialog should open. */
  open: boolean;
  /** Where to go after logging in; only paths on this site, `null` when none was given. */
  target: string | null;
}

/** Reads `?login=1&redirect=…` from a query string. Never throws. */
export function readLoginRequest(search: string): LoginRequest {
  const params = new URLSearchParams(search);
  const raw = params.get(REDIRECT_PARAM);
  const target = raw === null ? null : safeRedirectTarget(raw, '') || null;
  return { open: params.get(LOGIN_PARAM) === '1', target };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: the target is simply not remembered
  }
}

/**
 * Remembers the target of a `?login=1&redirect=…` URL for the login dialog (spec §4: after login
 * the page goes to the stored target, else /account). A login URL speaks for itself: with no
 * target, or one off this site, it forgets whatever an earlier page remembered (a session that
 * ended on /account/orders must not send a later, unrelated login there). Returns what the URL
 * asked for.
 */
export function rememberLoginRequest(search: string): LoginRequest {
  const request = readLoginRequest(search);
  if (request.target !== null) storage()?.setItem(LOGIN_REDIRECT_STORAGE_KEY, request.target);
  else if (request.open) storage()?.removeItem(LOGIN_REDIRECT_STORAGE_KEY);
  return request;
}

/** Remembers `target` (e.g. the wishlist asks for login on the current path, spec §4). */
export function rememberLoginRedirect(target: string): void {
  const safe = safeRedirectTarget(target, '');
  if (safe) storage()?.setItem(LOGIN_REDIRECT_STORAGE_KEY, safe);
}

/** The remembered target, forgotten once read; `fallback` when there is none. */
export function takeLoginRedirect(fallback = '/account'): string {
  const store = storage();
  const target = store?.getItem(LOGIN_REDIRECT_STORAGE_KEY) ?? null;
  store?.removeItem(LOGIN_REDIRECT_STORAGE_KEY);
  return safeRedirectTarget(target, fallback);
}
