import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer: no MIME sniffing, a strict referrer policy, and (DESIGN §4) only the
 * storefront itself and the configured editor origins may frame the shop.
 */
export function securityHeaders(editorOrigins: readonly string[]): MiddlewareHandler {
  const frameAncestors = ["'self'", ...editorOrigins].join(' ');
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', `frame-ancestors ${frameAncestors}`);
    }
  };
}
