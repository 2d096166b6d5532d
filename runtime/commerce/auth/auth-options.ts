import type { Settings } from '../../../schemas/api/settings.ts';

// spec §4 "Auth dialog mode", §6 "Auth methods": which ways of logging in and registering a store
// offers, and where the dialogs start. Small and zod-free: the account entries of every page read
// it (the dialogs' own rules are in auth-modes.ts, which loads with them).

/** How the login dialog asks: by one-time code, by e-mail and password, or for a reset link. */
export type LoginMode = 'otp' | 'legacy' | 'forgot';
/** How the register dialog asks: by one-time code or with a password. */
export type RegisterMode = 'otp' | 'legacy';

/** The store's auth flags (spec §3 settings keys), read once. */
export interface AuthOptions {
  /** `enable_otp_auth`: mobile one-time codes. */
  otp: boolean;
  /** `enable_legacy_auth`: e-mail and password. */
  legacy: boolean;
  /** `enable_customer_register`: shoppers may create an account. */
  register: boolean;
  /** `enable_login_at_checkout`: checkout offers 'Login'. */
  loginAtCheckout: boolean;
  /** `enable_register_at_checkout`: checkout offers 'Register'. */
  registerAtCheckout: boolean;
}

type AuthSettings = Pick<
  Settings,
  | 'enable_otp_auth'
  | 'enable_legacy_auth'
  | 'enable_customer_register'
  | 'enable_login_at_checkout'
  | 'enable_register_at_checkout'
>;

/**
 * The auth flags of `settings`. A flag that was never configured (`null` or missing) counts as
 * on, as the reference API reads it: a store switches a way of logging in off explicitly.
 */
export function authOptionsOf(settings: Partial<AuthSettings>): AuthOptions {
  const on = (value: boolean | null | undefined) => value !== false;
  return {
    otp: on(settings.enable_otp_auth),
    legacy: on(settings.enable_legacy_auth),
    register: on(settings.enable_customer_register),
    loginAtCheckout: on(settings.enable_login_at_checkout),
    registerAtCheckout: on(settings.enable_register_at_checkout),
  };
}

/**
 * Where the login dialog starts (spec §4): OTP if OTP auth is on, else Legacy if legacy auth is
 * on; `null` when both are off, and then there is no login entry at all.
 */
export function initialLoginMode(options: AuthOptions): LoginMode | null {
  if (options.otp) return 'otp';
  if (options.legacy) return 'legacy';
  return null;
}

/**
 * Where the register dialog starts: as the login dialog does, and `null` (no register entry at
 * all) when `enable_customer_register` is off.
 */
export function initialRegisterMode(options: AuthOptions): RegisterMode | null {
  if (!options.register) return null;
  if (options.otp) return 'otp';
  if (options.legacy) return 'legacy';
  return null;
}

/** The checkout's auth entries (spec §6): 'Login' and 'Register', each behind its own flag. */
export function checkoutAuthEntries(options: AuthOptions): { login: boolean; register: boolean } {
  return {
    login: options.loginAtCheckout && initialLoginMode(options) !== null,
    register: options.registerAtCheckout && initialRegisterMode(options) !== null,
  };
}
