import type { ApiClient } from '../api/client.ts';

/** What a guard may look at: the request URL, its page key and the request-scoped API client. */
export interface GuardArgs {
  url: URL;
  pageKey: string;
  api: ApiClient;
  request: Request;
}

/**
 * A guard runs in the page loader on the server before the template is fetched. It returns
 * nothing to let the request through, or throws a `redirect()` / `data()` Response (a 404 gate
 * page, a login redirect) the way Hydrogen's loaders do.
 */
export type Guard = (args: GuardArgs) => void | Promise<void>;

/** A guard and the paths it applies to. */
export interface GuardRule {
  name: string;
  applies: (url: URL) => boolean;
  guard: Guard;
}

/**
 * Runs, in order, every rule that applies to the URL. The rules of spec §2 and §4 (cart check,
 * checkout guard, login, licence, password protection, store mode) are registered by the
 * storefront shell; an empty list lets every request through.
 */
export async function runGuards(rules: readonly GuardRule[], args: GuardArgs): Promise<void> {
  for (const rule of rules) {
    if (rule.applies(args.url)) await rule.guard(args);
  }
}
