import type { MiddlewareHandler } from 'hono';
import { isAllowedOrigin } from '../../editor-bridge/origins.ts';

const METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
// writes are conditional on the version the editor read (decision 15)
const HEADERS = 'Authorization, Content-Type, If-Match';
const EXPOSED = 'ETag';

/**
 * CORS for the editor on the admin endpoints (`/api/admin/*`): an editor on another origin loads,
 * saves and publishes templates with `Authorization: Bearer <admin token>` and `If-Match`. Only origins in
 * EDITOR_ORIGINS get CORS headers; a preflight from any other origin is refused with 403, and
 * its actual request reaches the API without them, so the browser does not let the page read it.
 * No cookies are involved (`Access-Control-Allow-Credentials` is never sent).
 */
export function editorCors(editorOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && isAllowedOrigin(origin, editorOrigins);
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;

    if (preflight) {
      if (!allowed) return c.body(null, 403, { Vary: 'Origin' });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': METHODS,
        'Access-Control-Allow-Headers': HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }

    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED);
    }
    return undefined;
  };
}
