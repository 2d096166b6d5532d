import type { ApiClient } from '../api/client.ts';
import type { PageLocation } from './page-location.ts';

/** What a guard may look at: the request, its parsed location and the request-scoped API client. */
export interface GuardArgs {
  /** The request URL, for remembering it in a redirect and naming it in a 404. */
  url: URL;
  /** The one parse of {@link url}: what the guard reads the path and query from. */
  location: PageLocation;
  /** The request-scoped API client (forwards the shopper's cookies). */
  api: ApiClient;
  /** The incoming request (its cookies). */
  request: Request;
  /** Adds a `Set-Cookie` header to the answer (e.g. clearing an expired cart cookie). */
  setCookie?: (cookie: string) => void;
}

/**
 * What a guard that lets the request through may ask of the answer: a status other than 200
 * (the maintenance page answers 503) and extra headers (`Retry-After`).
 */
export interface GuardOutcome {
  status?: number;
  headers?: Record<string, string>;
}

/**
 * A guard runs in the page loader on the server before the template is fetched. It returns
 * nothing (or a {@link GuardOutcome}) to let the request through, or throws a `redirect()` /
 * `data()` response (a 404 gate page, a login redirect) the way Hydrogen's loaders do.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` lets a guard that only checks be a plain `async` function
export type Guard = (args: GuardArgs) => void | GuardOutcome | Promise<void | GuardOutcome>;

/** A guard and the pages it applies to. */
export interface GuardRule {
  /** A name for logs and tests. */
  name: string;
  /** Whether the guard runs for this location (read from its fields, never from the raw URL). */
  applies: (location: PageLocation) => boolean;
  /** The check itself. */
  guard: Guard;
}

/**
 * Runs, in order, every rule that applies to the location and merges what they ask of the answer (a
 * later status wins; headers add up). The rules of spec §2 and §4 are in `guard-rules.ts`; an
 * empty list lets every request through.
 */
export async function runGuards(
  rules: readonly GuardRule[],
  args: GuardArgs,
): Promise<GuardOutcome> {
  const outcome: GuardOutcome = {};
  for (const rule of rules) {
    if (!rule.applies(args.location)) continue;
    const result = await rule.guard(args);
    if (!result) continue;
    if (result.status !== undefined) outcome.status = result.status;
    if (result.headers) outcome.headers = { ...outcome.headers, ...result.headers };
  }
  return outcome;
}
