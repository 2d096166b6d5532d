import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { account } from '../../../schemas/api/endpoints.ts';
import {
  updateProfileRequestSchemaFor,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import {
  assertContactsFree,
  findCustomer,
  mobileNumberLength,
  rethrowContactTaken,
  toCustomer,
} from '../data/customers.ts';
import { consumeOtp, sendOtp } from '../data/otp.ts';
import type { ApiServices } from '../data/services.ts';
import { accessLogs, customers } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { mount, withSchemas } from '../http/mount.ts';
import type { CustomerRow, Sessions } from '../http/session.ts';

/** The field error of a wrong current password. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';

/**
 * `/account/*` (spec §7 "Account"): profile, password, phone verification by OTP and the login
 * access log. Every call needs a session and sees only the session's customer.
 */
export function accountRoutes(services: ApiServices, sessions: Sessions): Hono {
  const { db, now } = services;
  const routes = new Hono();

  const fresh = async (id: number): Promise<CustomerRow> => {
    const row = await findCustomer(db, id);
    if (row === undefined) throw notFound('Customer not found');
    return row;
  };

  mount(routes, account.get, ({ customer }) => ({ data: toCustomer(customer) }));

  // The row takes a phone of any digits; this store's channel decides how many.
  const updateProfile = withSchemas(account.updateProfile, async () => ({
    body: updateProfileRequestSchemaFor(await mobileNumberLength(db)),
  }));

  mount(routes, updateProfile, async ({ customer, body }) => {
    await assertContactsFree(
      db,
      { email: body.email, phone: body.phone },
      { exceptId: customer.id },
    );
    const phoneChanged = body.phone !== customer.phone;
    await db
      .update(customers)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        // spec §4: a different number is not verified yet.
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
        updatedAt: now(),
      })
      .where(eq(customers.id, customer.id))
      .catch((error: unknown) => rethrowContactTaken(error));
    return {
      data: toCustomer(await fresh(customer.id)),
      message: 'Your profile has been updated.',
    };
  });

  mount(routes, account.updatePassword, async ({ c, customer, body }) => {
    if (!(await verifyPassword(body.old_password, customer.passwordHash))) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
        old_password: [WRONG_CURRENT_PASSWORD_MESSAGE],
      });
    }
    await db
      .update(customers)
      .set({ passwordHash: await hashPassword(body.password), updatedAt: now() })
      .where(eq(customers.id, customer.id));
    // Other devices logged in with the old password are logged out; this one stays.
    await sessions.endOthers(c, customer.id);
    return { data: null, message: 'Your password has been changed.' };
  });

  mount(routes, account.otpGenerate, async ({ customer, body: { type } }) => {
    if (customer.phone === null) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
        type: ['Add a phone number to your profile first.'],
      });
    }
    if (customer.phoneVerifiedAt !== null) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
        type: ['Your phone number is already verified.'],
      });
    }
    const expiresAt = await sendOtp(services, {
      phone: customer.phone,
      purpose: 'verify',
      customerId: customer.id,
    });
    return { data: { type, expires_at: expiresAt.toISOString() }, message: 'OTP sent.' };
  });

  mount(routes, account.otpVerify, async ({ customer, body: { otp } }) => {
    if (customer.phone === null) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { otp: ['There is no phone to verify.'] });
    }
    // Only a code sent to the number on file now counts: changing the phone strands old codes.
    await consumeOtp(services, {
      phone: customer.phone,
      purposes: ['verify'],
      customerId: customer.id,
      code: otp,
    });
    await db
      .update(customers)
      .set({ phoneVerifiedAt: now(), updatedAt: now() })
      .where(eq(customers.id, customer.id));
    return {
      data: toCustomer(await fresh(customer.id)),
      message: 'Your phone number is verified.',
    };
  });

  mount(routes, account.accessLogs, async ({ customer, query: { page, perPage } }) => {
    const mine = eq(accessLogs.customerId, customer.id);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(accessLogs)
        .where(mine)
        .orderBy(desc(accessLogs.at), desc(accessLogs.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ total: count() }).from(accessLogs).where(mine),
    ]);
    return {
      data: {
        logs: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          ip: row.ip,
          user_agent: row.userAgent,
        })),
        page,
        perPage,
        total: total?.total ?? 0,
      },
    };
  });

  return routes;
}
