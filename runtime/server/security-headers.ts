import type { MiddlewareHandler } from 'hono';

/**
 * Powerful features a shop never uses, switched off for it and anything it embeds; card payment
 * stays with the shop itself.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), payment=(self)';
/** Browsers keep to HTTPS for a year once they have seen the shop over it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer: no MIME sniffing, a strict referrer policy, no camera, microphone or
 * location for the shop or what it embeds, HSTS when served over HTTPS, and (DESIGN §4) only the
 * storefront itself and the configured editor origins may frame the shop.
 */
export function securityHeaders(editorOrigins: readonly string[]): MiddlewareHandler {
  const frameAncestors = ["'self'", ...editorOrigins].join(' ');
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (new URL(c.req.url).protocol === 'https:') {
      c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    // a policy of its own: a page's script policy (entry.server) is enforced beside it
    c.res.headers.append('Content-Security-Policy', `frame-ancestors ${frameAncestors}`);
  };
}
