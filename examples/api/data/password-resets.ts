// Password reset by e-mailed link (spec §5 "Reset link"): tokens expire after an hour and work once.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { VALIDATION_FAILED_MESSAGE } from '../../../schemas/api/index.ts';
import { newToken, sameDigest, sha256 } from '../crypto/token.ts';
import { passwordResets } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { type OutboxMessage, queueMessage } from './outbox.ts';
import type { ApiServices, Queryable } from './services.ts';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The field error of an unknown, expired or used link. */
export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';

/** The storefront page a reset link opens (spec §2 account "reset password"). */
export function resetLinkPath(email: string, token: string): string {
  return `/account/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

/**
 * Issues a reset token for `email` (replacing any earlier one), and e-mails the link through the
 * outbox. The caller checks that the e-mail belongs to a customer.
 */
export async function sendResetLink(services: ApiServices, email: string): Promise<void> {
  const { db, now, storeOrigin } = services;
  const token = newToken();
  const at = now();
  // the configured store URL, never the request's Host: see ApiAppOptions.storeUrl
  const link = new URL(resetLinkPath(email, token), storeOrigin).href;
  const message: OutboxMessage = {
    channel: 'email',
    to: email,
    subject: 'Reset your password',
    body: `We received a request to reset your password. Open ${link} within an hour to choose a new one. If you did not ask for this, ignore this e-mail.`,
  };
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.email, email));
    await tx.insert(passwordResets).values({
      email,
      tokenHash: sha256(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
    });
    await queueMessage(tx, message, at);
  });
  services.deliver(message);
}

/** A reset row as stored. */
export type PasswordResetRow = typeof passwordResets.$inferSelect;

/**
 * The unused, unexpired reset of `email` whose token is `token`, locked for update when called in
 * a transaction; otherwise a 422 `{ token: [...] }`.
 */
export async function usableReset(
  db: Queryable,
  email: string,
  token: string,
  at: Date,
): Promise<PasswordResetRow> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.email, email), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1)
    .for('update');
  if (
    row === undefined ||
    !sameDigest(sha256(token), row.tokenHash) ||
    row.expiresAt.getTime() <= at.getTime()
  ) {
    throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { token: [RESET_LINK_INVALID_MESSAGE] });
  }
  return row;
}
