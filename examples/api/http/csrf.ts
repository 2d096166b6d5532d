import type { MiddlewareHandler } from 'hono';
import { requestOrigin } from './request-origin.ts';
import { failure } from './respond.ts';

/** The answer to a state-changing request from another site. */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which origins besides the API's own may send state-changing requests. */
export interface CsrfOptions {
  /** Origins such as `https://editor.example.com` (env ALLOWED_ORIGINS in main.ts). @default [] */
  allowedOrigins?: readonly string[];
}

/**
 * Refuses POST, PUT, PATCH and DELETE whose `Origin` is neither the request's own origin nor an
 * allowed one, with a 403 envelope. The session cookie is SameSite=Lax, which already keeps it
 * off most cross-site posts; this closes the rest (same-site subdomains, older browsers).
 * Requests without `Origin` (server to server, SSR) pass, and so do requests carrying an
 * `Authorization` header: a browser never adds one to a cross-site request on its own.
 */
export function csrfProtection(options: CsrfOptions = {}): MiddlewareHandler {
  const allowed = new Set((options.allowedOrigins ?? []).map(normaliseOrigin));
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (
      UNSAFE_METHODS.has(c.req.method) &&
      origin !== undefined &&
      c.req.header('authorization') === undefined
    ) {
      const given = normaliseOrigin(origin);
      if (given !== requestOrigin(c).origin && !allowed.has(given)) {
        return failure(c, 403, CROSS_SITE_MESSAGE);
      }
    }
    await next();
    return undefined;
  };
}

/** `https://Shop.Example.com:443/` and `https://shop.example.com` compare equal; junk stays junk. */
function normaliseOrigin(value: string): string {
  try {
    const { origin } = new URL(value.trim());
    // Opaque origins ('null', file:, data:) serialise as 'null' and never match.
    return origin;
  } catch {
    return value;
  }
}
