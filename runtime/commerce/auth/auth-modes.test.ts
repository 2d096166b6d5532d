import { describe, expect, it } from 'vitest';
import {
  AUTH_LINK_TEXT,
  authDialogTitle,
  authLinks,
  followAuthLink,
  MODE_AFTER_FORGOT_SENT,
  openingView,
} from './auth-modes.ts';
import {
  type AuthOptions,
  authOptionsOf,
  checkoutAuthEntries,
  initialLoginMode,
  initialRegisterMode,
} from './auth-options.ts';

const ALL: AuthOptions = {
  otp: true,
  legacy: true,
  register: true,
  loginAtCheckout: true,
  registerAtCheckout: true,
};

describe('auth dialog modes (spec §4 "Auth dialog mode")', () => {
  it('starts as OTP when OTP auth is enabled', () => {
    expect(initialLoginMode(ALL)).toBe('otp');
    expect(initialRegisterMode(ALL)).toBe('otp');
  });

  it('starts as Legacy when only legacy auth is enabled', () => {
    expect(initialLoginMode({ ...ALL, otp: false })).toBe('legacy');
    expect(initialRegisterMode({ ...ALL, otp: false })).toBe('legacy');
  });

  it('offers no login and no register entry when both ways are off', () => {
    const none = { ...ALL, otp: false, legacy: false };
    expect(initialLoginMode(none)).toBeNull();
    expect(initialRegisterMode(none)).toBeNull();
    expect(openingView('login', none)).toBeNull();
  });

  it('hides registration entirely when enable_customer_register is off', () => {
    const closed = { ...ALL, register: false };
    expect(initialRegisterMode(closed)).toBeNull();
    expect(openingView('register', closed)).toBeNull();
    expect(authLinks({ dialog: 'login', mode: 'otp' }, closed)).not.toContain('register-now');
  });

  it('reads never-configured flags as on and explicit false as off', () => {
    expect(authOptionsOf({})).toEqual(ALL);
    expect(
      authOptionsOf({
        enable_otp_auth: false,
        enable_legacy_auth: null,
        enable_customer_register: false,
      }),
    ).toMatchObject({ otp: false, legacy: true, register: false });
  });

  it('titles the login dialog Login, or Forgot Password? in forgot mode, and the other Register', () => {
    expect(authDialogTitle({ dialog: 'login', mode: 'otp' })).toBe('Login');
    expect(authDialogTitle({ dialog: 'login', mode: 'legacy' })).toBe('Login');
    expect(authDialogTitle({ dialog: 'login', mode: 'forgot' })).toBe('Forgot Password?');
    expect(authDialogTitle({ dialog: 'register', mode: 'legacy' })).toBe('Register');
  });

  it('names the switch links exactly as spec §2 does', () => {
    expect(AUTH_LINK_TEXT).toEqual({
      'login-with-email': 'Login with Email',
      'login-with-otp': 'Login with OTP',
      'forgot-password': 'Forgot Password',
      'register-now': 'REGISTER NOW',
      'register-with-email': 'Register with Email',
      'register-with-otp': 'Register with OTP',
      'login-now': 'LOGIN NOW',
    });
  });

  it.each([
    [{ dialog: 'login', mode: 'otp' }, ['login-with-email', 'register-now']],
    [{ dialog: 'login', mode: 'legacy' }, ['forgot-password', 'login-with-otp', 'register-now']],
    [{ dialog: 'login', mode: 'forgot' }, ['login-with-email', 'login-with-otp', 'register-now']],
    [{ dialog: 'register', mode: 'otp' }, ['register-with-email', 'login-now']],
    [{ dialog: 'register', mode: 'legacy' }, ['register-with-otp', 'login-now']],
  ] as const)('%j offers %j', (view, links) => {
    expect(authLinks(view, ALL)).toEqual(links);
  });

  it('offers only the ways the store has switched on', () => {
    const legacyOnly = { ...ALL, otp: false };
    expect(authLinks({ dialog: 'login', mode: 'legacy' }, legacyOnly)).toEqual([
      'forgot-password',
      'register-now',
    ]);
    const otpOnly = { ...ALL, legacy: false };
    expect(authLinks({ dialog: 'login', mode: 'otp' }, otpOnly)).toEqual(['register-now']);
    expect(authLinks({ dialog: 'register', mode: 'otp' }, otpOnly)).toEqual(['login-now']);
  });

  it('switches between OTP, Legacy and ForgotPassword, and between the dialogs', () => {
    expect(followAuthLink('login-with-email', ALL)).toEqual({ dialog: 'login', mode: 'legacy' });
    expect(followAuthLink('login-with-otp', ALL)).toEqual({ dialog: 'login', mode: 'otp' });
    expect(followAuthLink('forgot-password', ALL)).toEqual({ dialog: 'login', mode: 'forgot' });
    expect(followAuthLink('register-with-email', ALL)).toEqual({
      dialog: 'register',
      mode: 'legacy',
    });
    expect(followAuthLink('register-with-otp', ALL)).toEqual({ dialog: 'register', mode: 'otp' });
    expect(followAuthLink('register-now', ALL)).toEqual({ dialog: 'register', mode: 'otp' });
    expect(followAuthLink('login-now', { ...ALL, otp: false })).toEqual({
      dialog: 'login',
      mode: 'legacy',
    });
  });

  it('returns to Legacy after a successful forgot-password request', () => {
    expect(MODE_AFTER_FORGOT_SENT).toBe('legacy');
  });

  it('opens in a mode asked for only when the store offers it', () => {
    expect(openingView('login', ALL, 'forgot')).toEqual({ dialog: 'login', mode: 'forgot' });
    expect(openingView('login', { ...ALL, legacy: false }, 'forgot')).toEqual({
      dialog: 'login',
      mode: 'otp',
    });
  });

  it('offers Login and Register at checkout only behind their own flags', () => {
    expect(checkoutAuthEntries(ALL)).toEqual({ login: true, register: true });
    expect(checkoutAuthEntries({ ...ALL, loginAtCheckout: false })).toEqual({
      login: false,
      register: true,
    });
    expect(checkoutAuthEntries({ ...ALL, registerAtCheckout: false })).toEqual({
      login: true,
      register: false,
    });
    expect(checkoutAuthEntries({ ...ALL, register: false })).toEqual({
      login: true,
      register: false,
    });
  });
});
