import { SHOPPER_HINT_COOKIE } from '../storefront/shopper-hint.ts';
import { isOwnPage } from './page-cache.ts';
import { isAnonymousRequest } from './shared-data.ts';

// A public page is the same for every visitor, a shopper with a session or a cart included
// (decision 0022): the server answers them the page everyone gets, and the page asks for the
// shopper's own values once it has hydrated (runtime/storefront/use-shopper-values.ts).

/**
 * Whether `request`, from a shopper with cookies of their own, is answered with the page everyone
 * gets: a GET of a document (not the `.data` of a client navigation, which the shopper's own
 * values come through) that is not a shopper's own page (cart, checkout, account, a search…).
 */
export function isEveryonesPageFor(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    !url.pathname.endsWith('.data') &&
    !isOwnPage(url) &&
    !isAnonymousRequest(request.headers.get('cookie'))
  );
}

/** `request` as a visitor without cookies sends it. */
export function withoutCookies(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers });
}

/** Whether the `Cookie` header holds the shopper hint. */
function holdsHint(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.split('=', 1)[0]?.trim() === SHOPPER_HINT_COOKIE);
}

/** The `Set-Cookie` of the shopper hint: for the browser session, `Secure` over HTTPS. */
export function shopperHintCookie(secure: boolean): string {
  return `${SHOPPER_HINT_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Whether a page answer sets the shopper hint: for a request with cookies of the shopper's own
 * that lacks it (a browser that closed and kept a remembered session or a cart cookie). The page
 * clears it itself when it finds nothing of the shopper's own.
 */
export function lacksShopperHint(cookieHeader: string | null): boolean {
  return !isAnonymousRequest(cookieHeader) && !holdsHint(cookieHeader);
}

/**
 * The `Set-Cookie` an API answer adds for the shopper hint, or `null`: set when the answer gives
 * the browser a cookie of the shopper's own (a login, a first cart item) and the request did not
 * hold the hint already.
 */
export function shopperHintAfterApi(
  cookieHeader: string | null,
  setCookies: readonly string[],
  secure: boolean,
): string | null {
  // most API answers set no cookie: nothing to read then, on every call
  if (setCookies.length === 0 || holdsHint(cookieHeader)) return null;
  const givesOwn = setCookies.some((cookie) => {
    const [pair = '', ...attributes] = cookie.split(';');
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    const removes = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
    return value !== '' && !removes && !isAnonymousRequest(pair);
  });
  return givesOwn ? shopperHintCookie(secure) : null;
}
