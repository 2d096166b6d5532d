import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import { onSessionExpired } from '../../../runtime/api/session-expiry.ts';
import {
  authDialogStore,
  closeAuthDialog,
  openLogin,
  provideAuthDialogs,
  useAuthDialogRequest,
} from '../../../runtime/commerce/auth/auth-dialog.ts';
import { authOptionsOf } from '../../../runtime/commerce/auth/auth-options.ts';
import { AUTH_STORAGE_KEY } from '../../../runtime/commerce/auth/auth-storage-key.ts';
import { LOGIN_PARAM, readLoginRequest } from '../../../runtime/routing/login-redirect.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { preloadDialog } from '../../../themes/index.ts';
import type { authDialogsSchema } from './schema.ts';

// This is the whole of the auth code in a page's initial JavaScript: a subscription to what was
// asked for, `?login=1`, and the loader of the dialogs' chunk (docs/decisions/0012).

const loadAuthDialog = () => {
  preloadDialog(); // Radix, in parallel with the forms
  return import('./AuthDialog.tsx');
};

type AuthDialogComponent = ComponentType<import('./AuthDialog.tsx').AuthDialogProps>;

const AuthDialog = lazy(async (): Promise<{ default: AuthDialogComponent }> => {
  try {
    return await loadAuthDialog();
  } catch (error) {
    console.error('[auth] the login dialog could not be loaded', error);
    closeAuthDialog();
    return { default: () => null };
  }
});

/** Whether this browser remembers a logged-in user (without loading the auth store). */
function remembersUser(): boolean {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    return raw !== null && (JSON.parse(raw) as { state?: { user?: unknown } })?.state?.user != null;
  } catch {
    return false;
  }
}

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1500);
  return () => clearTimeout(timer);
}

/**
 * The login and register dialogs of every page (spec §2 "Auth popups", §4 "Login"). Renders
 * nothing until a shopper asks for a dialog (`openLogin`, `openRegister`, `/?login=1`); then
 * loads the dialogs' chunk and shows it. Also makes the persisted user agree with the server's
 * session once the page is idle (spec §9), loading that code only when there is something to
 * check.
 */
export default function AuthDialogs({
  resend_seconds,
  login_note,
  register_note,
}: SectionProps<typeof authDialogsSchema>) {
  const request = useAuthDialogRequest();
  const { settings, storefront, isLoggedIn, account } = useStorefront();
  const { pathname, search, key } = useLocation();
  const [mounted, setMounted] = useState(false);
  // a customer whose session ended while the page was open logs in again right here; otherwise a
  // customer has no use for the login dialog
  const reloggingIn = request?.dialog === 'login' && request.reason === 'session-expired';
  const offered = isLoggedIn ? (reloggingIn ? request : null) : request;
  if (offered !== null && !mounted) setMounted(true);

  useEffect(() => provideAuthDialogs(loadAuthDialog), []);

  // A customer's call answered 401 on a page drawn for a customer: ask them to log in again in
  // place, coming back to this very page, so nothing they typed into its forms is lost.
  const here = useRef('');
  here.current = `${pathname}${search}`;
  useEffect(
    () =>
      onSessionExpired(() => {
        if (!isLoggedIn) return false;
        const open = authDialogStore.getState().request;
        if (!(open?.dialog === 'login' && open.reason === 'session-expired')) {
          openLogin({ redirect: here.current, reason: 'session-expired' });
        }
        return true;
      }),
    [isLoggedIn],
  );

  // `/?login=1&redirect=…` (the account guard's redirect) opens the login dialog on load;
  // `/?login=forgot` (an expired reset link) opens it to ask for a new link
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (its key)
  useEffect(() => {
    if (isLoggedIn) return;
    const asked = readLoginRequest(search);
    // the URL's own target, or none: what an earlier page remembered is forgotten
    if (asked.open) openLogin({ redirect: asked.target });
    else if (new URLSearchParams(search).get(LOGIN_PARAM) === 'forgot') {
      openLogin({ mode: 'forgot', redirect: null });
    }
  }, [key]);

  // a customer has no use for the login dialog (e.g. it was asked for just before logging in)
  useEffect(() => {
    if (isLoggedIn && request !== null && !reloggingIn) closeAuthDialog();
  }, [isLoggedIn, request, reloggingIn]);

  const serverAccountId = account?.id ?? null;
  useEffect(() => {
    if (serverAccountId === null && !remembersUser()) return;
    return whenIdle(() => {
      void import('../../../runtime/commerce/auth/reconcile-on-load.ts')
        .then(({ reconcileOnLoad }) => reconcileOnLoad(serverAccountId))
        .catch((error: unknown) => console.warn('[auth] the session could not be checked', error));
    });
  }, [serverAccountId]);

  if (!mounted) return null;
  const { country } = storefront.channel;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        request={offered}
        options={authOptionsOf(settings)}
        resendSeconds={resend_seconds}
        loginNote={login_note}
        registerNote={register_note}
        countryCode={country.mobile_code}
        phoneLength={country.mobile_number_length}
      />
    </Suspense>
  );
}
