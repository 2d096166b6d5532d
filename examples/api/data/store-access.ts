import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type AdminStoreAccessUpdate,
  type LicenseStatus,
  type SubscriptionStatus,
  storeAccessKeys,
} from '../../../schemas/api/index.ts';
import { hashPassword } from '../crypto/password.ts';
import { storeAccess } from '../db/schema.ts';
import type { Queryable } from './services.ts';

/** The store's licence, subscription and password hash. */
export interface StoreAccess {
  licenseStatus: LicenseStatus;
  subscriptionStatus: SubscriptionStatus;
  passwordHash: string | null;
}

/** A store nobody configured: licensed, subscribed, no password. */
const OPEN_STORE: StoreAccess = {
  licenseStatus: 'active',
  subscriptionStatus: 'active',
  passwordHash: null,
};

/** The stored access row, or the defaults of an open store when there is none. */
export async function readStoreAccess(db: Queryable): Promise<StoreAccess> {
  const [row] = await db.select().from(storeAccess).where(eq(storeAccess.id, 1));
  if (row === undefined) return OPEN_STORE;
  return {
    licenseStatus:
      row.licenseStatus === 'inactive' || row.licenseStatus === 'active' ? row.licenseStatus : null,
    subscriptionStatus: row.subscriptionStatus === 'inactive' ? 'inactive' : 'active',
    passwordHash: row.passwordHash,
  };
}

/** Applies an admin update; fields left out keep their value, a password is hashed first. */
export async function writeStoreAccess(
  db: Queryable,
  update: AdminStoreAccessUpdate,
): Promise<void> {
  const current = await readStoreAccess(db);
  const next: StoreAccess = {
    licenseStatus:
      update.license_status === undefined ? current.licenseStatus : update.license_status,
    subscriptionStatus: update.subscription_status ?? current.subscriptionStatus,
    passwordHash:
      update.password === undefined
        ? current.passwordHash
        : update.password === null
          ? null
          : await hashPassword(update.password),
  };
  await db
    .insert(storeAccess)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: storeAccess.id, set: { ...next, updatedAt: new Date() } });
}

/**
 * The value of the unlock cookie for the stored password: an HMAC keyed by the password hash,
 * so it cannot be forged without the hash and stops working when the password changes.
 */
export function unlockToken(passwordHash: string): string {
  return createHmac('sha256', passwordHash).update('storefront-unlock:v1').digest('base64url');
}

/** Whether `cookie` unlocks a store whose password hash is `passwordHash`. */
export function isUnlockedBy(cookie: string | undefined, passwordHash: string | null): boolean {
  if (cookie === undefined || passwordHash === null) return false;
  const expected = Buffer.from(unlockToken(passwordHash));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Splits a `PUT /api/admin/storefront` body into the store-access fields (licence, subscription,
 * password) and the storefront patch proper, so a password never reaches the storefront object.
 */
export function splitStoreAccess(body: Record<string, unknown>): {
  access: Record<string, unknown> | null;
  patch: Record<string, unknown>;
} {
  const patch: Record<string, unknown> = { ...body };
  const access: Record<string, unknown> = {};
  for (const key of storeAccessKeys) {
    if (key in patch) {
      access[key] = patch[key];
      delete patch[key];
    }
  }
  return { access: Object.keys(access).length > 0 ? access : null, patch };
}
