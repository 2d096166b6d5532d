import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EndpointAnswer } from '../../../schemas/api/endpoint.ts';
import { auth } from '../../../schemas/api/endpoints.ts';
import {
  BAD_CREDENTIALS_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  registerRequestSchemaFor,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import {
  assertContactsFree,
  findCustomer,
  findCustomerByEmail,
  findCustomerByPhone,
  mobileNumberLength,
  rethrowContactTaken,
  toCustomer,
} from '../data/customers.ts';
import { consumeOtp, sendOtp } from '../data/otp.ts';
import { sendResetLink, usableReset } from '../data/password-resets.ts';
import type { ApiServices } from '../data/services.ts';
import { readSettings } from '../data/settings.ts';
import { customers, passwordResets, sessions as sessionRows } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { mount, type Reply, withSchemas } from '../http/mount.ts';
import type { Sessions } from '../http/session.ts';

/** The field error of an OTP login for a phone without an account. */
export const NO_ACCOUNT_FOR_PHONE_MESSAGE = 'No account found for this phone number.';

/**
 * `POST /auth/*` (spec §7 "Auth"): legacy register and login, logout, password reset by e-mailed
 * link, and OTP login and registration. Each login answers `{ user, cart_session_id }`.
 */
export function authRoutes(services: ApiServices, sessions: Sessions): Hono {
  const { db, now } = services;
  const routes = new Hono();

  async function flag(key: string): Promise<boolean> {
    // A flag that was never configured counts as on: a store switches features off explicitly.
    return (await readSettings(db, [key]))[key] !== false;
  }

  async function requireFlag(key: string, message: string): Promise<void> {
    if (!(await flag(key))) throw new ApiError(403, message);
  }

  const requireRegistration = () =>
    requireFlag('enable_customer_register', 'Registration is not available in this store.');
  const requireLegacyAuth = () =>
    requireFlag('enable_legacy_auth', 'Login with e-mail and password is not available.');
  const requireOtpAuth = () => requireFlag('enable_otp_auth', 'Login with OTP is not available.');

  async function logIn(
    c: Context,
    customerId: number,
    remember: boolean,
    message: string,
  ): Promise<Reply<EndpointAnswer<typeof auth.login>>> {
    const cartSessionId = await sessions.start(c, customerId, remember);
    const row = await findCustomer(db, customerId);
    if (row === undefined) throw new ApiError(401, 'Unauthenticated.');
    c.header('Cache-Control', 'no-store');
    return { data: { user: toCustomer(row), cart_session_id: cartSessionId }, message };
  }

  // The row takes a phone of any digits; this store's channel decides how many.
  const register = withSchemas(auth.register, async () => ({
    body: registerRequestSchemaFor(await mobileNumberLength(db)),
  }));

  mount(routes, register, async ({ c, body }) => {
    await requireRegistration();
    await requireLegacyAuth();
    await assertContactsFree(db, { email: body.email, phone: body.phone });
    const passwordHash = await hashPassword(body.password);
    const at = now();
    const [created] = await db
      .insert(customers)
      .values({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        passwordHash,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: customers.id })
      .catch((error: unknown) => rethrowContactTaken(error));
    if (created === undefined) throw new Error('register: insert returned no row');
    return logIn(c, created.id, true, 'Your account has been created.');
  });

  mount(routes, auth.login, async ({ c, body }) => {
    await requireLegacyAuth();
    const customer = await findCustomerByEmail(db, body.email);
    // verifyPassword costs the same for unknown e-mails: no account enumeration.
    const valid = await verifyPassword(body.password, customer?.passwordHash ?? null);
    if (customer === undefined || !valid) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { email: [BAD_CREDENTIALS_MESSAGE] });
    }
    return logIn(c, customer.id, body.remember_me, 'You are logged in.');
  });

  mount(routes, auth.logout, async ({ c }) => {
    await sessions.end(c);
    c.header('Cache-Control', 'no-store');
    return { data: null, message: 'You have been logged out.' };
  });

  mount(routes, auth.reset, async ({ body: { email } }) => {
    const customer = await findCustomerByEmail(db, email);
    if (customer !== undefined) await sendResetLink(services, email);
    // The same answer either way: the form does not reveal who has an account.
    return { data: null, message: PASSWORD_RESET_SENT_MESSAGE };
  });

  mount(routes, auth.validateReset, async ({ query: { email, token } }) => {
    await usableReset(db, email, token, now());
    return { data: { email } };
  });

  mount(routes, auth.resetComplete, async ({ body }) => {
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const at = now();
      const reset = await usableReset(tx, body.email, body.token, at);
      await tx.update(passwordResets).set({ usedAt: at }).where(eq(passwordResets.id, reset.id));
      const [customer] = await tx
        .update(customers)
        .set({ passwordHash, updatedAt: at })
        .where(eq(customers.email, body.email))
        .returning({ id: customers.id });
      // Whoever held the old password is logged out everywhere.
      if (customer !== undefined) {
        await tx.delete(sessionRows).where(eq(sessionRows.customerId, customer.id));
      }
    });
    return { data: null, message: 'Your password has been reset. Please log in.' };
  });

  mount(routes, auth.otpRequest, async ({ body }) => {
    await requireOtpAuth();
    if (body.purpose === 'register') {
      await requireRegistration();
      const { first_name, last_name, email } = body;
      if (first_name === undefined || last_name === undefined || email === undefined) {
        throw new Error('otp/request: the schema lets a registration through without details');
      }
      await assertContactsFree(db, { email, phone: body.input }, { fields: { phone: 'input' } });
      const expiresAt = await sendOtp(services, {
        phone: body.input,
        purpose: 'register',
        pending: { first_name, last_name, email },
      });
      return { data: otpAnswer(body.input, 'register', expiresAt), message: 'OTP sent.' };
    }
    if ((await findCustomerByPhone(db, body.input)) === undefined) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { input: [NO_ACCOUNT_FOR_PHONE_MESSAGE] });
    }
    const expiresAt = await sendOtp(services, { phone: body.input, purpose: 'login' });
    return { data: otpAnswer(body.input, 'login', expiresAt), message: 'OTP sent.' };
  });

  mount(routes, auth.otpVerify, async ({ c, body: { input, otp } }) => {
    await requireOtpAuth();
    const code = await consumeOtp(services, {
      phone: input,
      purposes: ['login', 'register'],
      code: otp,
    });
    const at = now();

    if (code.purpose === 'register') {
      const pending = code.pending;
      if (pending === null) throw new Error('otp/verify: a registration code without details');
      await requireRegistration();
      await assertContactsFree(
        db,
        { email: pending.email, phone: input },
        { fields: { phone: 'input' } },
      );
      const [created] = await db
        .insert(customers)
        .values({
          firstName: pending.first_name,
          lastName: pending.last_name,
          email: pending.email,
          phone: input,
          // The code proved the phone.
          phoneVerifiedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: customers.id })
        .catch((error: unknown) => rethrowContactTaken(error, { phone: 'input' }));
      if (created === undefined) throw new Error('otp/verify: insert returned no row');
      return logIn(c, created.id, true, 'Your account has been created.');
    }

    const customer = await findCustomerByPhone(db, input);
    if (customer === undefined) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { input: [NO_ACCOUNT_FOR_PHONE_MESSAGE] });
    }
    // Logging in with a code proves the phone too (the first verification time is kept).
    await db
      .update(customers)
      .set({ phoneVerifiedAt: at })
      .where(and(eq(customers.id, customer.id), isNull(customers.phoneVerifiedAt)));
    return logIn(c, customer.id, true, 'You are logged in.');
  });

  return routes;
}

function otpAnswer(
  input: string,
  purpose: 'login' | 'register',
  expiresAt: Date,
): EndpointAnswer<typeof auth.otpRequest> {
  return { input, purpose, expires_at: expiresAt.toISOString() };
}
