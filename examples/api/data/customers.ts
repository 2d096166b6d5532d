import { and, eq, ne } from 'drizzle-orm';
import {
  type Customer,
  customerSchema,
  type FieldErrors,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import type { Database } from '../db/open.ts';
import { customers } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { CustomerRow } from '../http/session.ts';
import type { Queryable } from './services.ts';
import { readStorefront } from './storefront.ts';

/** The field error of an e-mail that belongs to another account. */
export const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';
/** The field error of a phone that belongs to another account. */
export const PHONE_TAKEN_MESSAGE = 'The phone has already been taken.';

/** A customer as the API answers it: no password hash. */
export function toCustomer(row: CustomerRow): Customer {
  return customerSchema.parse({
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    phone_verified_at: row.phoneVerifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  });
}

/** The customer with this (lower-cased) e-mail, if any. */
export async function findCustomerByEmail(
  db: Queryable,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

/** The customer with this phone, if any. */
export async function findCustomerByPhone(
  db: Queryable,
  phone: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  return row;
}

/** The customer with this id, if any. */
export async function findCustomer(db: Queryable, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * Throws a 422 naming the e-mail and/or phone when another customer (not `exceptId`) has them.
 * `field` renames the keys, e.g. `{ phone: 'input' }` for the OTP form.
 */
export async function assertContactsFree(
  db: Queryable,
  contacts: { email?: string | undefined; phone?: string | undefined },
  options: { exceptId?: number; fields?: { email?: string; phone?: string } } = {},
): Promise<void> {
  const others = (column: typeof customers.email | typeof customers.phone, value: string) =>
    db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(column, value),
          options.exceptId === undefined ? undefined : ne(customers.id, options.exceptId),
        ),
      )
      .limit(1);
  const errors: FieldErrors = {};
  if (contacts.email !== undefined && (await others(customers.email, contacts.email)).length > 0) {
    errors[options.fields?.email ?? 'email'] = [EMAIL_TAKEN_MESSAGE];
  }
  if (contacts.phone !== undefined && (await others(customers.phone, contacts.phone)).length > 0) {
    errors[options.fields?.phone ?? 'phone'] = [PHONE_TAKEN_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_FAILED_MESSAGE, errors);
}

/**
 * Turns a unique violation on `customers.email` or `customers.phone` (two requests racing past
 * `assertContactsFree`) into the same 422; rethrows anything else.
 */
export function rethrowContactTaken(
  error: unknown,
  fields: { email?: string; phone?: string } = {},
): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email') === true) {
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
      [fields.email ?? 'email']: [EMAIL_TAKEN_MESSAGE],
    });
  }
  if (constraint?.includes('phone') === true) {
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
      [fields.phone ?? 'phone']: [PHONE_TAKEN_MESSAGE],
    });
  }
  throw error;
}

/**
 * The constraint name of a PostgreSQL unique violation (SQLSTATE 23505) anywhere in the cause
 * chain (drizzle wraps driver errors), or `undefined` for any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    const record = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (record.code === '23505') {
      const name = record.constraint ?? record.constraint_name;
      return typeof name === 'string' ? name : '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Digits of a national mobile number in the store's channel country (spec §5; 10 by default). */
export async function mobileNumberLength(db: Database): Promise<number> {
  const storefront = await readStorefront(db);
  return storefront.channel.country.mobile_number_length;
}
