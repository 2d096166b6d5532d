/**
 * The shop's public origin, e.g. `https://shop.example.com`, that canonical URLs, sitemaps and
 * social tags are built on: the configured `storeUrl` (STORE_URL), else the origin the server
 * itself was asked. Never `X-Forwarded-Host`, `X-Forwarded-Proto` or anything else a visitor can
 * write: a CDN keeps pages without keying on them, so a forged header would poison the page every
 * later visitor gets.
 */
export function requestOrigin(request: Request, storeUrl?: string): string {
  if (storeUrl) {
    try {
      return new URL(storeUrl).origin;
    } catch {
      // a malformed setting is refused at start-up (runtime/server/config.ts)
    }
  }
  return new URL(request.url).origin;
}

/** `path` resolved against `origin`; absolute URLs are kept as they are. */
export function absoluteUrl(origin: string, path: string): string {
  try {
    return new URL(path, `${origin}/`).href;
  } catch {
    return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  }
}
