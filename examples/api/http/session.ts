// Customer sessions: the `sf_session` cookie, the session rows behind it, and the helpers every
// customer-scoped route uses (`currentCustomer`, `requireCustomer`).
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { newToken, sha256 } from '../crypto/token.ts';
import type { ApiServices } from '../data/services.ts';
import { accessLogs, customers, sessions } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import { clientInfo } from './client-info.ts';
import { isSecureRequest } from './request-origin.ts';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sf_session';
/** Name of the guest cart cookie (spec §3: "A persisted cart cookie holds ... cart_session"). */
export const CART_SESSION_COOKIE = 'cart_session';
/** Life of a remembered session: the cookie's Max-Age and the server-side expiry. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** Server-side life of a session without remember me (its cookie ends with the browser). */
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;
/** The answer to a customer-only call without a session. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** A customer row as stored (includes the password hash: never answer it as is). */
export type CustomerRow = typeof customers.$inferSelect;

/**
 * Runs after every login (password, OTP, registration), once the session exists and before the
 * answer is sent. The cart module registers one that merges the guest cart (`cart_session`
 * cookie) into the customer's cart (spec §4 "Login merges the guest cart session first").
 * Returning a string makes it the `cart_session_id` of the login answer; `undefined` leaves it.
 */
export type LoginHook = (
  customerId: number,
  c: Context,
) => Promise<string | null | undefined> | string | null | undefined;

/** Creates, reads and ends customer sessions; one per app (see `createSessions`). */
export interface Sessions {
  /** Makes `currentCustomer` and `requireCustomer` work on the routes after it. */
  readonly middleware: MiddlewareHandler;
  /** Registers a hook that runs after every login, in registration order. */
  onLogin(hook: LoginHook): void;
  /**
   * Logs `customerId` in: stores a session, sets the cookie, records the access log and runs the
   * login hooks. Returns the `cart_session_id` to answer: the hooks' choice, else the
   * `cart_session` cookie, else `null`.
   */
  start(c: Context, customerId: number, remember: boolean): Promise<string | null>;
  /** Ends the request's session (if any) and clears the cookie. */
  end(c: Context): Promise<void>;
  /** Ends every session of `customerId` except the request's own (after a password change). */
  endOthers(c: Context, customerId: number): Promise<void>;
  /** Reads the request's customer from the database; routes call `currentCustomer` instead. */
  lookup(c: Context): Promise<CustomerRow | null>;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The app's sessions, set by `Sessions.middleware`. */
    sessions: Sessions;
    /** The request's customer once looked up (per-request cache of `currentCustomer`). */
    sessionCustomer: Promise<CustomerRow | null>;
  }
}

// A token as `newToken` makes it; anything else is not worth a database round trip.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The sessions of one app: cookies, rows and login hooks. */
export function createSessions(services: Pick<ApiServices, 'db' | 'now'>): Sessions {
  const { db, now } = services;
  const hooks: LoginHook[] = [];

  const tokenOf = (c: Context): string | undefined => {
    const token = getCookie(c, SESSION_COOKIE);
    return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
  };

  const sessionsApi: Sessions = {
    middleware: async (c, next) => {
      c.set('sessions', sessionsApi);
      await next();
    },

    onLogin(hook) {
      hooks.push(hook);
    },

    async start(c, customerId, remember) {
      const token = newToken();
      const at = now();
      const lifetime = remember ? REMEMBERED_SESSION_SECONDS : BROWSER_SESSION_SECONDS;
      const { ip, userAgent } = clientInfo(c);
      const previous = tokenOf(c);
      await db.transaction(async (tx) => {
        // A new session id on every login (no session fixation); expired rows go too.
        if (previous !== undefined) {
          await tx.delete(sessions).where(eq(sessions.id, sha256(previous)));
        }
        await tx
          .delete(sessions)
          .where(and(eq(sessions.customerId, customerId), lte(sessions.expiresAt, at)));
        await tx.insert(sessions).values({
          id: sha256(token),
          customerId,
          remember,
          userAgent,
          ip,
          createdAt: at,
          expiresAt: new Date(at.getTime() + lifetime * 1000),
        });
        await tx.insert(accessLogs).values({ customerId, at, ip, userAgent });
      });
      setCookie(c, SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isSecureRequest(c),
        // Without remember me the cookie ends with the browser session.
        ...(remember ? { maxAge: REMEMBERED_SESSION_SECONDS } : {}),
      });
      // The rest of this request (login hooks included) sees the new customer.
      const loggedIn = db
        .select()
        .from(customers)
        .where(eq(customers.id, customerId))
        .then(([row]) => row ?? null);
      // Awaited by whoever asks; a failure nobody asks about must not crash the process.
      loggedIn.catch(() => {});
      c.set('sessionCustomer', loggedIn);

      let cartSessionId: string | null = getCookie(c, CART_SESSION_COOKIE) ?? null;
      for (const hook of hooks) {
        const chosen = await hook(customerId, c);
        if (chosen !== undefined) cartSessionId = chosen;
      }
      return cartSessionId;
    },

    async end(c) {
      const token = tokenOf(c);
      if (token !== undefined) await db.delete(sessions).where(eq(sessions.id, sha256(token)));
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
      c.set('sessionCustomer', Promise.resolve(null));
    },

    async endOthers(c, customerId) {
      const token = tokenOf(c);
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            token === undefined ? undefined : ne(sessions.id, sha256(token)),
          ),
        );
    },

    async lookup(c) {
      const token = tokenOf(c);
      if (token === undefined) return null;
      const [row] = await db
        .select({ customer: customers })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(and(eq(sessions.id, sha256(token)), gt(sessions.expiresAt, now())));
      return row?.customer ?? null;
    },
  };
  return sessionsApi;
}

function sessionsOf(c: Context): Sessions {
  const found = c.get('sessions') as Sessions | undefined;
  if (found === undefined) {
    throw new Error(
      'currentCustomer: no sessions on this request. Mount the route through createApiApp, ' +
        'which installs `createSessions(...).middleware` on /api/*.',
    );
  }
  return found;
}

/**
 * The logged-in customer of this request, or `null` for a guest (no, unknown or expired
 * session). Looked up once per request.
 */
export function currentCustomer(c: Context): Promise<CustomerRow | null> {
  const cached = c.get('sessionCustomer') as Promise<CustomerRow | null> | undefined;
  if (cached !== undefined) return cached;
  const pending = sessionsOf(c).lookup(c);
  c.set('sessionCustomer', pending);
  return pending;
}

/**
 * The logged-in customer of this request; a guest gets a 401 'Unauthenticated.' envelope
 * (thrown as an ApiError). Customer-only answers are marked `Cache-Control: no-store`.
 */
export async function requireCustomer(c: Context): Promise<CustomerRow> {
  const customer = await currentCustomer(c);
  if (customer === null) throw new ApiError(401, UNAUTHENTICATED_MESSAGE);
  c.header('Cache-Control', 'no-store');
  return customer;
}
