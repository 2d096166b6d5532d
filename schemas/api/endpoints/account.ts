import { endpoint } from '../endpoint.ts';

// spec §7 "Account". Rows of the endpoint table: see schemas/api/endpoint.ts. Every row needs a
// session and sees only the session's customer.

/** The logged-in customer (spec §3 "Account response"). */
export const get = endpoint({
  method: 'GET',
  path: '/api/account/get',
  access: 'customer',
  silent: true,
  schemas: () => import('../account.ts').then((m) => ({ data: m.accountResponseSchema })),
});

/**
 * Changes names, e-mail and phone; a different phone is unverified again (spec §4). The phone
 * must have the store's `mobile_number_length` digits.
 */
export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/account/update-profile',
  access: 'customer',
  schemas: () =>
    import('../account.ts').then((m) => ({
      body: m.updateProfileRequestSchema,
      data: m.accountResponseSchema,
    })),
});

/** Changes the password, given the current one; other devices are logged out (spec §6). */
export const updatePassword = endpoint({
  method: 'PUT',
  path: '/api/account/update-password',
  access: 'customer',
  schemas: () =>
    Promise.all([import('../account.ts'), import('../envelope.ts')]).then(
      ([account, envelope]) => ({
        body: account.updatePasswordRequestSchema,
        data: envelope.noDataSchema,
      }),
    ),
});

/** Texts a code to verify the customer's phone (spec §2 "Verify Account popup"). */
export const otpGenerate = endpoint({
  method: 'POST',
  path: '/api/account/otp/generate',
  access: 'customer',
  schemas: () =>
    import('../account.ts').then((m) => ({
      body: m.accountOtpGenerateRequestSchema,
      data: m.accountOtpGenerateResponseSchema,
    })),
});

/** Verifies the customer's phone with the code; answers the customer, now verified. */
export const otpVerify = endpoint({
  method: 'POST',
  path: '/api/account/otp/verify',
  access: 'customer',
  schemas: () =>
    import('../account.ts').then((m) => ({
      body: m.accountOtpVerifyRequestSchema,
      data: m.accountOtpVerifyResponseSchema,
    })),
});

/** One page of the customer's logins, newest first (beyond spec §7: the account's access log). */
export const accessLogs = endpoint({
  method: 'GET',
  path: '/api/account/access-logs',
  access: 'customer',
  silent: true,
  schemas: () =>
    import('../account.ts').then((m) => ({
      query: m.accessLogsQuerySchema,
      data: m.accessLogsResponseSchema,
    })),
});
