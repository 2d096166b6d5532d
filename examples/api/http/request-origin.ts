import type { Context } from 'hono';

/**
 * The origin the client addressed, e.g. `https://shop.example.com`: `X-Forwarded-Proto` and
 * `X-Forwarded-Host` when a proxy set them (first value of each), else the request URL's.
 */
export function requestOrigin(c: Context): URL {
  const url = new URL(c.req.url);
  const proto = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const host = firstValue(c.req.header('x-forwarded-host')) ?? c.req.header('host') ?? url.host;
  const protocol = proto === 'https' || proto === 'http' ? `${proto}:` : url.protocol;
  try {
    return new URL(`${protocol}//${host}`);
  } catch {
    // A malformed Host header: fall back to what the server itself was asked.
    return new URL(url.origin);
  }
}

/** Whether the client reached the server over HTTPS (directly or through a TLS proxy). */
export function isSecureRequest(c: Context): boolean {
  return requestOrigin(c).protocol === 'https:';
}

function firstValue(header: string | undefined): string | undefined {
  const value = header?.split(',')[0]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
