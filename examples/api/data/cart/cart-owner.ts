import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cartSessionField } from '../../../../schemas/api/index.ts';
import { isSecureRequest } from '../../http/request-origin.ts';
import { CART_SESSION_COOKIE, type CustomerRow, currentCustomer } from '../../http/session.ts';

/** How long the browser keeps the `cart_session` cookie (the server decides expiry itself). */
export const CART_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whose cart a request means: the logged-in customer's, else the guest cart of the token. */
export interface CartOwner {
  /** The logged-in customer; `null` for a guest. */
  customer: CustomerRow | null;
  /** The guest cart token of the request (cookie, else `cart_session` in query or body). */
  token: string | null;
}

/**
 * The cart owner of a request. The httpOnly `cart_session` cookie wins over a `cart_session`
 * query or body value (`fallback`), which serves clients that cannot keep cookies.
 */
export async function cartOwnerOf(c: Context, fallback?: string): Promise<CartOwner> {
  const customer = await currentCustomer(c);
  const candidates = [getCookie(c, CART_SESSION_COOKIE), fallback, c.req.query('cart_session')];
  const token =
    candidates.find((value) => value !== undefined && cartSessionField.safeParse(value).success) ??
    null;
  return { customer, token };
}

/** Hands the browser its cart token: httpOnly, SameSite=Lax, a year (spec §3 cart cookie). */
export function setCartCookie(c: Context, token: string): void {
  setCookie(c, CART_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isSecureRequest(c),
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  });
}
