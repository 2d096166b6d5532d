import {
  type AuthOptions,
  initialLoginMode,
  initialRegisterMode,
  type LoginMode,
  type RegisterMode,
} from './auth-options.ts';

// spec §2 "Auth popups", §4 "Auth dialog mode": the views of the auth dialog, their titles, and
// where each switch link leads. The store's flags are read in auth-options.ts.

/** What the auth dialog shows: the login or the register form, in one of its modes. */
export type AuthView =
  | { dialog: 'login'; mode: LoginMode }
  | { dialog: 'register'; mode: RegisterMode };

/** The opening view of the dialog asked for, or `null` when the store does not offer it. */
export function openingView(
  dialog: AuthView['dialog'],
  options: AuthOptions,
  mode?: LoginMode,
): AuthView | null {
  if (dialog === 'register') {
    const start = initialRegisterMode(options);
    return start === null ? null : { dialog, mode: start };
  }
  const start = initialLoginMode(options);
  if (start === null) return null;
  if (mode !== undefined && isLoginModeOffered(mode, options)) return { dialog, mode };
  return { dialog, mode: start };
}

function isLoginModeOffered(mode: LoginMode, options: AuthOptions): boolean {
  return mode === 'otp' ? options.otp : options.legacy; // forgot needs a password to reset
}

/** A switch link of the auth dialogs (spec §2 "Switch links"). */
export type AuthLink =
  | 'login-with-email'
  | 'login-with-otp'
  | 'forgot-password'
  | 'register-now'
  | 'register-with-email'
  | 'register-with-otp'
  | 'login-now';

/** The exact text of each switch link (spec §2). */
export const AUTH_LINK_TEXT: Readonly<Record<AuthLink, string>> = {
  'login-with-email': 'Login with Email',
  'login-with-otp': 'Login with OTP',
  'forgot-password': 'Forgot Password',
  'register-now': 'REGISTER NOW',
  'register-with-email': 'Register with Email',
  'register-with-otp': 'Register with OTP',
  'login-now': 'LOGIN NOW',
};

/** The title of the dialog for `view` (spec §2): 'Login', 'Forgot Password?' or 'Register'. */
export function authDialogTitle(view: AuthView): string {
  if (view.dialog === 'register') return 'Register';
  return view.mode === 'forgot' ? 'Forgot Password?' : 'Login';
}

/** The switch links `view` offers, in the order they show, for the store's `options`. */
export function authLinks(view: AuthView, options: AuthOptions): AuthLink[] {
  const links: AuthLink[] = [];
  if (view.dialog === 'login') {
    if (view.mode === 'legacy') links.push('forgot-password');
    if (view.mode !== 'legacy' && options.legacy) links.push('login-with-email');
    if (view.mode !== 'otp' && options.otp) links.push('login-with-otp');
    if (initialRegisterMode(options) !== null) links.push('register-now');
    return links;
  }
  if (view.mode === 'otp' && options.legacy) links.push('register-with-email');
  if (view.mode === 'legacy' && options.otp) links.push('register-with-otp');
  if (initialLoginMode(options) !== null) links.push('login-now');
  return links;
}

/** Where a switch link leads (spec §4 "The user can switch between OTP, Legacy and ForgotPassword"). */
export function followAuthLink(link: AuthLink, options: AuthOptions): AuthView | null {
  switch (link) {
    case 'login-with-email':
      return { dialog: 'login', mode: 'legacy' };
    case 'login-with-otp':
      return { dialog: 'login', mode: 'otp' };
    case 'forgot-password':
      return { dialog: 'login', mode: 'forgot' };
    case 'register-with-email':
      return { dialog: 'register', mode: 'legacy' };
    case 'register-with-otp':
      return { dialog: 'register', mode: 'otp' };
    case 'register-now':
      return openingView('register', options);
    case 'login-now':
      return openingView('login', options);
  }
}

/** Where the login dialog goes once a reset link was asked for (spec §4: back to Legacy). */
export const MODE_AFTER_FORGOT_SENT: LoginMode = 'legacy';
