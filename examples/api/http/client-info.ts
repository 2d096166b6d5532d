import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Where a request came from, as far as the server can tell. */
export interface ClientInfo {
  /** First `X-Forwarded-For` entry, else the socket's address; `null` when neither is known. */
  ip: string | null;
  /** The `User-Agent` header, cut to 512 characters; `null` when absent. */
  userAgent: string | null;
}

/**
 * The client's address and user agent, for the access log and sessions. `X-Forwarded-For` is
 * trusted as set by the proxy in front of the server; it is informational here, never a
 * security decision.
 */
export function clientInfo(c: Context): ClientInfo {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  let ip = forwarded === undefined || forwarded === '' ? null : forwarded.slice(0, 64);
  if (ip === null) {
    try {
      ip = getConnInfo(c).remote.address ?? null;
    } catch {
      // Not served by @hono/node-server (e.g. `app.request` in tests): no socket to ask.
      ip = null;
    }
  }
  const userAgent = c.req.header('user-agent')?.slice(0, 512);
  return { ip, userAgent: userAgent === undefined || userAgent === '' ? null : userAgent };
}
