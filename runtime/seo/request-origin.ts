/**
 * The origin the shopper addressed, e.g. `https://shop.example.com`: `X-Forwarded-Proto` and
 * `X-Forwarded-Host` when a proxy in front of the server set them, else the request URL's.
 * Canonical URLs, sitemaps and social tags are built on it.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || undefined;
  const proto = first('x-forwarded-proto')?.toLowerCase();
  const host = first('x-forwarded-host');
  const protocol = proto === 'https' || proto === 'http' ? `${proto}:` : url.protocol;
  if (!host) return `${protocol}//${url.host}`;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return url.origin; // a malformed header: keep what the server itself was asked
  }
}

/** `path` resolved against `origin`; absolute URLs are kept as they are. */
export function absoluteUrl(origin: string, path: string): string {
  try {
    return new URL(path, `${origin}/`).href;
  } catch {
    return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  }
}
