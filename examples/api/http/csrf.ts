import type { MiddlewareHandler } from 'hono';
import { API_PREFIX } from '../../../schemas/api/endpoint.ts';
import { requestOrigin } from './request-origin.ts';
import { failure } from './respond.ts';

/** The answer to a state-changing request from another site. */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which origins besides the API's own may send state-changing requests to the admin API. */
export interface CsrfOptions {
  /**
   * Origins such as `https://editor.example.com` (env ALLOWED_ORIGINS in main.ts, the editor's
   * origins in the storefront server): they may call the admin API, never a shopper's cart,
   * account or checkout. @default []
   */
  allowedOrigins?: readonly string[];
}

/** The only paths an allowed (editor) origin may change things on. */
const ADMIN_PREFIX = `${API_PREFIX}/admin/`;

/**
 * Refuses POST, PUT, PATCH and DELETE whose `Origin` is not the request's own origin, with a 403
 * envelope; an allowed origin (the page editor) passes on the admin API only, so a page it frames
 * cannot act on a shopper's session. The session cookie is SameSite=Lax, which already keeps it
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
      const mayAdmin = allowed.has(given) && c.req.path.startsWith(ADMIN_PREFIX);
      if (given !== requestOrigin(c).origin && !mayAdmin) {
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
