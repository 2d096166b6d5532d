import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** Where a request came from, as far as the server can tell. */
export interface ClientInfo {
  /** The client's address (see {@link clientAddress}); `null` when it cannot be known. */
  ip: string | null;
  /** The `User-Agent` header, cut to 512 characters; `null` when absent. */
  userAgent: string | null;
}

/** Stands for the caller of an in-process request (the storefront server embedding the API). */
const IN_PROCESS = 'in-process';

/**
 * The client's address from the `X-Forwarded-For` chain and the socket's peer, trusting `hops`
 * proxies in front of this server (decision 11, `TRUST_PROXY`): with 0, the socket's peer alone,
 * whatever the header says; with n, the address the n-th proxy from here saw. A request handed
 * over in process counts its caller as the nearest proxy. Never throws; `null` when unknown.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  socket: string | null,
  hops: number,
): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim().slice(0, 64))
    .filter((entry) => entry !== '');
  chain.push(socket ?? IN_PROCESS);
  const address = chain[Math.max(0, chain.length - 1 - hops)] ?? null;
  return address === IN_PROCESS ? null : address;
}

function socketOf(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // Not served by @hono/node-server (in process, or `app.request` in tests): no socket to ask.
    return null;
  }
}

/** The client address of a request served by `@hono/node-server`, trusting `hops` proxies. */
export function requestClientAddress(c: Context, hops: number): string | null {
  return clientAddress(c.req.header('x-forwarded-for'), socketOf(c), hops);
}

const addresses = new WeakMap<Request, string | null>();

/** Works out each request's client address once, trusting `hops` proxies (`TRUST_PROXY`). */
export function clientAddresses(hops: number): MiddlewareHandler {
  return async (c, next) => {
    addresses.set(c.req.raw, requestClientAddress(c, hops));
    await next();
  };
}

/** The client's address and user agent, for the access log, sessions and rate limits. */
export function clientInfo(c: Context): ClientInfo {
  const ip = addresses.has(c.req.raw)
    ? (addresses.get(c.req.raw) ?? null)
    : clientAddress(undefined, socketOf(c), 0);
  const userAgent = c.req.header('user-agent')?.slice(0, 512);
  return { ip, userAgent: userAgent === undefined || userAgent === '' ? null : userAgent };
}

/** The key of a request's client for per-client limits. */
export function clientKey(c: Context): string | null {
  return clientInfo(c).ip;
}

/**
 * Reads `TRUST_PROXY`: unset, empty or `false` is 0 (no proxy trusted), `true` is 1, or a count
 * of proxies. Anything else is a start-up error naming the variable.
 */
export function parseTrustProxy(value: string | undefined): number {
  const given = value?.trim().toLowerCase() ?? '';
  if (given === '' || given === 'false') return 0;
  if (given === 'true') return 1;
  const hops = Number(given);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be true, false or a number of proxies (0-10), got "${value}"`,
    );
  }
  return hops;
}
