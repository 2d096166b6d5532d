import { useEffect, useState } from 'react';
import {
  type AuthDialogRequest,
  closeAuthDialog,
} from '../../../runtime/commerce/auth/auth-dialog.ts';
import {
  AUTH_LINK_TEXT,
  type AuthLink,
  type AuthView,
  authDialogTitle,
  authLinks,
  followAuthLink,
  MODE_AFTER_FORGOT_SENT,
  openingView,
} from '../../../runtime/commerce/auth/auth-modes.ts';
import type { AuthOptions } from '../../../runtime/commerce/auth/auth-options.ts';
import { useCompleteLogin } from '../../../runtime/commerce/auth/use-complete-login.ts';
import { Dialog } from '../../../themes/index.ts';
import { LinkButton, SwitchLinks } from '../shared/form-parts.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { LoginLegacy } from './LoginLegacy.tsx';
import { LoginOtp } from './LoginOtp.tsx';
import { RegisterLegacy } from './RegisterLegacy.tsx';
import { RegisterOtp } from './RegisterOtp.tsx';

export interface AuthDialogProps {
  /** What was asked for; `null` closes the dialog. */
  request: AuthDialogRequest | null;
  options: AuthOptions;
  resendSeconds: number;
  loginNote: string;
  registerNote: string;
  /** The channel country's `mobile_code`. */
  countryCode: string;
  /** The channel country's `mobile_number_length`. */
  phoneLength: number;
}

/** Said above the login form when the customer's session ended while a page was open. */
export const SESSION_EXPIRED_NOTE =
  'Your session has ended. Log in again to carry on: what you entered on the page is kept.';

const LEADS: Partial<Record<AuthLink, string>> = {
  'register-now': 'Don’t have an account?',
  'login-now': 'Already have an account?',
};

function viewFor(request: AuthDialogRequest | null, options: AuthOptions): AuthView | null {
  if (request === null) return null;
  return openingView(
    request.dialog,
    options,
    request.dialog === 'login' ? request.mode : undefined,
  );
}

/**
 * The login and register dialogs (spec §2 "Auth popups") as one Radix dialog whose title and form
 * follow the view: 'Login' (OTP, Legacy), 'Forgot Password?' and 'Register' (OTP, Legacy), with
 * the switch links under each form. Closing it drops every form's state, so it opens clean. This
 * module is the dialogs' chunk: it loads when a shopper reaches for an entry (decision 0012).
 */
export default function AuthDialog({
  request,
  options,
  resendSeconds,
  loginNote,
  registerNote,
  countryCode,
  phoneLength,
}: AuthDialogProps) {
  const [asked, setAsked] = useState(request);
  const [view, setView] = useState(() => viewFor(request, options));
  const [opened, setOpened] = useState(request);
  if (request !== asked) {
    setAsked(request);
    // a new request opens its own view; closing keeps the last one for the closing animation
    if (request !== null) {
      setView(viewFor(request, options));
      setOpened(request);
    }
  }
  const sessionEnded = opened?.dialog === 'login' && opened.reason === 'session-expired';
  const offered = request === null || view !== null;
  useEffect(() => {
    // asked for a dialog the store does not offer (both ways off, registration closed)
    if (!offered) closeAuthDialog();
  }, [offered]);
  const completeLogin = useCompleteLogin();

  const shown = view ?? { dialog: 'login', mode: 'otp' };
  const note = sessionEnded
    ? SESSION_EXPIRED_NOTE
    : shown.dialog === 'login'
      ? loginNote
      : registerNote;
  const links = view ? authLinks(view, options).filter((link) => link !== 'forgot-password') : [];
  const follow = (link: AuthLink) => {
    const next = followAuthLink(link, options);
    if (next) setView(next);
  };

  let form = null;
  if (view?.dialog === 'login') {
    if (view.mode === 'otp')
      form = (
        <LoginOtp
          onLoggedIn={completeLogin}
          countryCode={countryCode}
          phoneLength={phoneLength}
          resendSeconds={resendSeconds}
        />
      );
    else if (view.mode === 'legacy')
      form = <LoginLegacy onLoggedIn={completeLogin} onForgot={() => follow('forgot-password')} />;
    else
      form = (
        <ForgotPassword onSent={() => setView({ dialog: 'login', mode: MODE_AFTER_FORGOT_SENT })} />
      );
  } else if (view?.dialog === 'register') {
    form =
      view.mode === 'otp' ? (
        <RegisterOtp
          onRegistered={completeLogin}
          countryCode={countryCode}
          phoneLength={phoneLength}
          resendSeconds={resendSeconds}
        />
      ) : (
        <RegisterLegacy
          onRegistered={completeLogin}
          countryCode={countryCode}
          phoneLength={phoneLength}
        />
      );
  }

  return (
    <Dialog
      open={request !== null && view !== null}
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      title={authDialogTitle(shown)}
      {...(note ? { description: note } : {})}
      size="sm"
    >
      {view && (
        <div key={`${view.dialog}-${view.mode}`} data-auth-view={`${view.dialog}-${view.mode}`}>
          {form}
          {links.length > 0 && (
            <SwitchLinks>
              {links.map((link) => (
                <p key={link}>
                  {LEADS[link] ? `${LEADS[link]} ` : null}
                  <LinkButton type="button" onClick={() => follow(link)}>
                    {AUTH_LINK_TEXT[link]}
                  </LinkButton>
                </p>
              ))}
            </SwitchLinks>
          )}
        </div>
      )}
    </Dialog>
  );
}
