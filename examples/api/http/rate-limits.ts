import type { Hono } from 'hono';
import type { AnyEndpoint } from '../../../schemas/api/endpoint.ts';
import * as auth from '../../../schemas/api/endpoints/auth.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import { clientKey } from './client-info.ts';
import { bodyField, type RateRule, rateLimit } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Counts per client address. */
const perClient = (name: string, points: number, duration: number, counts: RateRule['counts']) =>
  ({ name: `${name}-per-client`, points, duration, counts, key: clientKey }) satisfies RateRule;

/** Counts per value of a body field (an e-mail, a phone): the target, whoever asks. */
const perTarget = (
  name: string,
  field: string,
  points: number,
  duration: number,
  counts: RateRule['counts'],
) =>
  ({
    name: `${name}-per-${field}`,
    points,
    duration,
    counts,
    key: (c) => bodyField(c, field),
  }) satisfies RateRule;

/**
 * Every rate limit of the API (decision 12), by endpoint row. Guessing is limited by failed
 * attempts (a success clears the count, so a shopper who gets it right is never held up);
 * what costs someone else (a text message, an e-mail, a stored submission) by every request.
 */
export const RATE_LIMITS: readonly { row: AnyEndpoint; rules: readonly RateRule[] }[] = [
  {
    // passwords: 10 wrong ones for one e-mail, from anywhere; 50 wrong ones from one client
    row: auth.login,
    rules: [
      perTarget('login', 'email', 10, 15 * MINUTE, 'refusals'),
      perClient('login', 50, 15 * MINUTE, 'refusals'),
    ],
  },
  // each phone has its own resend limit already (spec §9); this stops one client texting many
  { row: auth.otpRequest, rules: [perClient('otp-request', 60, 10 * MINUTE, 'requests')] },
  // a 4-digit code falls to 10,000 guesses
  { row: auth.otpVerify, rules: [perClient('otp-verify', 30, 10 * MINUTE, 'refusals')] },
  {
    row: auth.reset,
    rules: [
      perTarget('reset', 'email', 5, HOUR, 'requests'),
      perClient('reset', 30, HOUR, 'requests'),
    ],
  },
  // order numbers are sequential: pairs with an e-mail must not be enumerable
  { row: orders.track, rules: [perClient('track-order', 20, 10 * MINUTE, 'refusals')] },
  { row: cart.applyCoupon, rules: [perClient('coupon', 20, 10 * MINUTE, 'refusals')] },
  { row: content.submitForm, rules: [perClient('form', 20, 10 * MINUTE, 'requests')] },
  { row: plugins.tradeEnquiry, rules: [perClient('trade-enquiry', 10, 10 * MINUTE, 'requests')] },
  { row: plugins.emailSubscribe, rules: [perClient('subscribe', 20, 10 * MINUTE, 'requests')] },
];

/** Mounts every rule of {@link RATE_LIMITS} on its row's path (each app has its own counters). */
export function mountRateLimits(app: Hono): void {
  for (const { row, rules } of RATE_LIMITS) {
    for (const rule of rules) app.on(row.method, row.path, rateLimit(rule));
  }
}
