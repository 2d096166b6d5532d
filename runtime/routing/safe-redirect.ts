/**
 * A redirect target taken from a query parameter, if it is a path on this site: it must start
 * with one `/` (not `//` or `/\`, which browsers read as another host) and hold no control
 * characters. Anything else gives `fallback`, so a crafted link cannot send a shopper elsewhere.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) {
    return fallback;
  }
  try {
    const resolved = new URL(value, 'http://same.origin');
    if (resolved.origin !== 'http://same.origin') return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}

/** The path and query of `url`, the way a redirect target is remembered. */
export function targetOf(url: URL): string {
  return url.pathname + url.search;
}
