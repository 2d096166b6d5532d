import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { OTP_LIMIT_MESSAGE } from '../../../schemas/api/index.ts';
import { failure } from './respond.ts';

// Rate limits (decision 12): every public endpoint an attacker could repeat for profit (guessing
// passwords, codes, coupons or order numbers; flooding phones, inboxes and forms) is limited per
// client and, where there is one, per target. Counters live in memory, per process; several
// processes need a shared store (rate-limiter-flexible's RateLimiterDrizzle on the API's own
// database, or Redis), which is the scale-out issue's to wire.

/** The answer to a client over its limit (spec §8). */
export const RATE_LIMIT_MESSAGE = OTP_LIMIT_MESSAGE;

/** What a rule counts: every request, or only the ones refused with a 4xx (failed guesses). */
export type RateCount = 'requests' | 'refusals';

/** One limit on one endpoint. */
export interface RateRule {
  /** Names the rule in tests and logs, e.g. `login-per-email`. */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** What is counted. With `refusals`, a success clears the key's count (a login that works). */
  counts: RateCount;
  /** The key the limit applies to (a client, an e-mail); `null` leaves the request unlimited. */
  key: (c: Context) => string | null | Promise<string | null>;
}

function tooMany(c: Context, wait: RateLimiterRes) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(wait.msBeforeNext / 1000))));
  return failure(c, 429, RATE_LIMIT_MESSAGE);
}

/**
 * Limits the requests of one route by `rule`: over the limit, a 429 with `Retry-After` and the
 * spec's 'Maximum attempt reached. Please try again later', before the handler runs.
 */
export function rateLimit(rule: RateRule): MiddlewareHandler {
  const limiter = new RateLimiterMemory({
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.duration,
  });
  return async (c, next) => {
    const key = await rule.key(c);
    if (key === null) return next();
    if (rule.counts === 'requests') {
      try {
        await limiter.consume(key);
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return tooMany(c, refused);
        throw refused;
      }
      return next();
    }
    const seen = await limiter.get(key);
    if (seen !== null && seen.consumedPoints >= rule.points) return tooMany(c, seen);
    await next();
    const status = c.res.status;
    if (status >= 200 && status < 300) await limiter.delete(key);
    else if (status >= 400 && status < 500 && status !== 429) await limiter.penalty(key);
  };
}

/** The request's JSON body field `name`, lower-cased, or `null` (the route answers bad bodies). */
export async function bodyField(c: Context, name: string): Promise<string | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    if (typeof body !== 'object' || body === null) return null;
    const value = (body as Record<string, unknown>)[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
