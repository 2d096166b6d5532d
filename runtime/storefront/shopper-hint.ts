import type { DehydratedState } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import type { StorefrontValues } from './initial-values.ts';

/**
 * The shopper hint (decision 0022): a cookie the storefront server sets, readable by the page,
 * that says "this browser holds cookies of its own for the API" (a session, a cart). Those cookies
 * are httpOnly, so the page cannot see them; a public page, which is the same for everyone, reads
 * this instead to know whether to ask for the shopper's own values after it hydrates. It holds no
 * data (`1`) and lasts the browser session: the server sets it again on the next page a shopper
 * with cookies asks for, and clears it on a data request that carries it without them.
 */
export const SHOPPER_HINT_COOKIE = 'sf_shopper';

/** Whether the browser holds the shopper hint. Never on the server. */
export function hasShopperHint(): boolean {
  return typeof document !== 'undefined' && Cookies.get(SHOPPER_HINT_COOKIE) !== undefined;
}

/**
 * Where a public page asks for the shopper's own values (runtime/app/routes/shopper-values.ts):
 * a storefront route, not an API endpoint; it answers what the server would have drawn for them.
 */
export const SHOPPER_VALUES_PATH = '/__storefront/shopper';

/** What {@link SHOPPER_VALUES_PATH} answers: who the shopper is, and their own prefetched data. */
export interface ShopperValuesAnswer {
  /** The shopper's part of the storefront values. */
  values: Pick<StorefrontValues, 'isLoggedIn' | 'account' | 'adminToken'>;
  /** Whether anything of the shopper's own was found (a customer, or a cart with items). */
  own: boolean;
  /** Their cart and wishlist, as a page's server would have prefetched them (timeless). */
  queries: DehydratedState;
}

// Whether the page is asking for the shopper's own values, and what waits for the answer.
let asking = false;
const waiting: ((isLoggedIn: boolean) => void)[] = [];

/** The page has begun to ask for the shopper's own values. */
export function startAskingShopper(): void {
  asking = true;
}

/**
 * The shopper's own values are shown (or could not be had: `false`, a guest): runs what waited
 * for them, with whether the shopper is logged in.
 */
export function shopperKnown(isLoggedIn: boolean): void {
  asking = false;
  for (const run of waiting.splice(0)) run(isLoggedIn);
}

/**
 * Runs `run` with whether the shopper is logged in: at once with `isLoggedIn` (what the page shows
 * now), or, while the page is still asking who the shopper is, once it knows. A click on a
 * wishlist heart or "write a review" in the first moments of a page everyone gets then acts for
 * the customer instead of asking them to log in.
 */
export function afterShopperKnown(isLoggedIn: boolean, run: (isLoggedIn: boolean) => void): void {
  if (asking) waiting.push(run);
  else run(isLoggedIn);
}

/** Whether the page is still asking who the shopper is. */
export function isAskingShopper(): boolean {
  return asking;
}
