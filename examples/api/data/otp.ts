// One-time codes for OTP login, OTP registration and phone verification (spec §4 "OTP flow").
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_LIMIT_MESSAGE,
  type OtpPurpose,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { sameDigest, sha256 } from '../crypto/token.ts';
import { otpCodes, type PendingRegistration } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { type OutboxMessage, queueMessage } from './outbox.ts';
import type { ApiServices } from './services.ts';

/** How long a code works. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** The window in which at most `OTP_MAX_SENDS` codes go to one phone. */
export const OTP_SEND_WINDOW_MS = 10 * 60 * 1000;
/** Codes sent to one phone per window, whatever they are for. */
export const OTP_MAX_SENDS = 3;
/** Wrong codes a code survives; the next wrong one voids it. */
export const OTP_MAX_ATTEMPTS = 5;
/** The field error of a wrong code. */
export const OTP_INVALID_MESSAGE = 'The OTP is invalid.';
/** The field error of an expired, used or replaced code. */
export const OTP_EXPIRED_MESSAGE = 'The OTP has expired. Please request a new one.';

/** A code row as stored. */
export type OtpRow = typeof otpCodes.$inferSelect;

/** What a code is sent for. */
export interface OtpSend {
  phone: string;
  purpose: OtpPurpose;
  /** The customer verifying their phone (purpose `verify`). */
  customerId?: number;
  /** Registration details (purpose `register`). */
  pending?: PendingRegistration;
}

const hashCode = (phone: string, code: string) => sha256(`${phone}:${code}`);

const limitReached = () => new ApiError(429, OTP_LIMIT_MESSAGE);

/**
 * Sends a new code to `send.phone` (outbox and log) and voids the phone's earlier unused codes
 * for the same purpose. At most 3 sends per phone per 10 minutes: the 4th answers 429
 * 'Maximum attempt reached. Please try again later' (spec §8). Returns when the code expires.
 */
export async function sendOtp(services: ApiServices, send: OtpSend): Promise<Date> {
  const { db, now, otpFixedCode } = services;
  const at = now();
  const code = otpFixedCode ?? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const expiresAt = new Date(at.getTime() + OTP_TTL_MS);
  const message: OutboxMessage = {
    channel: 'sms',
    to: send.phone,
    subject: '',
    body: `${code} is your verification code. It expires in 10 minutes. Do not share it.`,
  };

  const sent = await db.transaction(async (tx) => {
    // One sender per phone at a time, so concurrent requests cannot overrun the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${send.phone}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, send.phone),
          gt(otpCodes.createdAt, new Date(at.getTime() - OTP_SEND_WINDOW_MS)),
        ),
      );
    if ((recent?.count ?? 0) >= OTP_MAX_SENDS) return false;
    await tx
      .update(otpCodes)
      .set({ isVoid: true })
      .where(
        and(
          eq(otpCodes.phone, send.phone),
          eq(otpCodes.purpose, send.purpose),
          eq(otpCodes.isVoid, false),
        ),
      );
    await tx.insert(otpCodes).values({
      phone: send.phone,
      purpose: send.purpose,
      customerId: send.customerId ?? null,
      codeHash: hashCode(send.phone, code),
      pending: send.pending ?? null,
      createdAt: at,
      expiresAt,
    });
    await queueMessage(tx, message, at);
    return true;
  });
  if (!sent) throw limitReached();
  services.deliver(message);
  return expiresAt;
}

/** Which code a verification is checked against. */
export interface OtpCheck {
  phone: string;
  /** The latest code of any of these purposes counts. */
  purposes: readonly OtpPurpose[];
  /** For purpose `verify`: the code must have been sent to this customer. */
  customerId?: number;
  /** What the customer typed. */
  code: string;
}

type Outcome = { ok: true; row: OtpRow } | { ok: false; error: ApiError };

/**
 * Checks `check.code` against the latest code sent to the phone for those purposes and uses it
 * up. A wrong code answers 422 `{ otp: ['The OTP is invalid.'] }`; the 5th wrong one voids the
 * code and answers 429 with the limit message, as does any later try (spec §8). An expired,
 * used or replaced code answers 422 asking for a new one.
 */
export async function consumeOtp(services: ApiServices, check: OtpCheck): Promise<OtpRow> {
  const { db, now } = services;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, check.phone),
          inArray(otpCodes.purpose, [...check.purposes]),
          check.customerId === undefined ? undefined : eq(otpCodes.customerId, check.customerId),
        ),
      )
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1)
      .for('update');
    if (row === undefined) return { ok: false, error: otpError(OTP_EXPIRED_MESSAGE) };
    if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: limitReached() };
    if (row.isVoid || row.expiresAt.getTime() <= now().getTime()) {
      return { ok: false, error: otpError(OTP_EXPIRED_MESSAGE) };
    }
    if (!sameDigest(hashCode(check.phone, check.code), row.codeHash)) {
      const attempts = row.attempts + 1;
      const exhausted = attempts >= OTP_MAX_ATTEMPTS;
      await tx
        .update(otpCodes)
        .set({ attempts, ...(exhausted ? { isVoid: true } : {}) })
        .where(eq(otpCodes.id, row.id));
      return { ok: false, error: exhausted ? limitReached() : otpError(OTP_INVALID_MESSAGE) };
    }
    await tx.update(otpCodes).set({ isVoid: true }).where(eq(otpCodes.id, row.id));
    return { ok: true, row };
  });
  // Thrown after the transaction so a wrong try is counted, not rolled back.
  if (!outcome.ok) throw outcome.error;
  return outcome.row;
}

function otpError(message: string): ApiError {
  return new ApiError(422, VALIDATION_FAILED_MESSAGE, { otp: [message] });
}
