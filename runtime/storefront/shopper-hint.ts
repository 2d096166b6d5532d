/**
 * The shopper hint (decision 0022): a cookie the storefront server sets, readable by the page,
 * that says "this browser holds cookies of its own for the API" (a session, a cart). Those cookies
 * are httpOnly, so the page cannot see them; a public page, which is the same for everyone, reads
 * this instead to know whether to ask for the shopper's own values after it hydrates. It holds no
 * data (`1`) and lasts the browser session: the server sets it again on the next page a shopper
 * with cookies asks for, and the page removes it when the answer finds nothing of their own.
 */
export const SHOPPER_HINT_COOKIE = 'sf_shopper';

/** Whether the browser holds the shopper hint. Never on the server. */
export const hasShopperHint = (): boolean =>
  typeof document !== 'undefined' && document.cookie.includes(`${SHOPPER_HINT_COOKIE}=`);

// While the page asks for the shopper's own values: whether they are logged in, once known.
let asking: Promise<boolean> | null = null;

/**
 * The page asks for the shopper's own values: `ask` shows them and answers whether the shopper is
 * logged in (`false` when they could not be had).
 */
export function askShopper(ask: Promise<boolean>): void {
  asking = ask.finally(() => {
    asking = null;
  });
}

/**
 * Runs `run` with whether the shopper is logged in: at once with `isLoggedIn` (what the page shows
 * now), or, while the page is still asking who the shopper is, once it knows. A click on a
 * wishlist heart or "write a review" in the first moments of a page everyone gets then acts for
 * the customer instead of asking them to log in.
 */
export function afterShopperKnown(isLoggedIn: boolean, run: (isLoggedIn: boolean) => void): void {
  if (asking) void asking.then(run);
  else run(isLoggedIn);
}

/** Whether the page is still asking who the shopper is. */
export const isAskingShopper = (): boolean => asking !== null;
