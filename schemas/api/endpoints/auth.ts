import { endpoint } from '../endpoint.ts';

// spec §7 "Auth". Rows of the endpoint table: see schemas/api/endpoint.ts. Each login answers
// `{ user, cart_session_id }` and starts the session cookie.

/** Logs in with e-mail and password (spec §5 "Legacy login"). */
export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'guest',
  schemas: () =>
    import('../auth.ts').then((m) => ({
      body: m.loginRequestSchema,
      data: m.loginResponseSchema,
    })),
});

/** Ends the session. */
export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'guest',
  schemas: () => import('../envelope.ts').then((m) => ({ data: m.noDataSchema })),
});

/**
 * Creates an account with e-mail and password and logs it in (spec §5 "Legacy register"); the
 * phone must have the store's `mobile_number_length` digits.
 */
export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  access: 'guest',
  schemas: () =>
    import('../auth.ts').then((m) => ({
      body: m.registerRequestSchema,
      data: m.loginResponseSchema,
    })),
});

/**
 * E-mails a password reset link (spec §5 "Forgot password"); the same answer whether or not the
 * e-mail has an account.
 */
export const reset = endpoint({
  method: 'POST',
  path: '/api/auth/reset',
  access: 'guest',
  schemas: () =>
    Promise.all([import('../auth.ts'), import('../envelope.ts')]).then(([auth, envelope]) => ({
      body: auth.passwordResetRequestSchema,
      data: envelope.noDataSchema,
    })),
});

/** Checks a reset link's e-mail and token before its page renders (spec §5 "Reset link"). */
export const validateReset = endpoint({
  method: 'POST',
  path: '/api/auth/validate-reset',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../auth.ts').then((m) => ({
      query: m.passwordResetValidateQuerySchema,
      data: m.passwordResetValidateResponseSchema,
    })),
});

/** Sets the new password of a reset link and logs the account out everywhere. */
export const resetComplete = endpoint({
  method: 'POST',
  path: '/api/auth/reset-complete',
  access: 'guest',
  schemas: () =>
    Promise.all([import('../auth.ts'), import('../envelope.ts')]).then(([auth, envelope]) => ({
      body: auth.passwordResetCompleteRequestSchema,
      data: envelope.noDataSchema,
    })),
});

/** Texts a one-time code to log in or register with a phone (spec §3 "Login OTP payload"). */
export const otpRequest = endpoint({
  method: 'POST',
  path: '/api/auth/otp/request',
  access: 'guest',
  schemas: () =>
    import('../auth.ts').then((m) => ({
      body: m.otpRequestSchema,
      data: m.otpRequestResponseSchema,
    })),
});

/** Logs in, or creates the account asked for, with the phone's one-time code. */
export const otpVerify = endpoint({
  method: 'POST',
  path: '/api/auth/otp/verify',
  access: 'guest',
  schemas: () =>
    import('../auth.ts').then((m) => ({
      body: m.otpVerifyRequestSchema,
      data: m.loginResponseSchema,
    })),
});
