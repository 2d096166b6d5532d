/**
 * Origin checks of the editor bridge (DESIGN §4 "Editor bridge protocol"). Framework-free and
 * tiny: the always-loaded detection code uses them before any editor code is downloaded.
 */

/**
 * The normalised origin of `value` (`HTTP://Editor.Example.com:443/` → `http://editor.example.com:443`,
 * `https://editor.example.com:443` → `https://editor.example.com`), or `null` when `value` is not
 * exactly an http(s) origin: opaque origins (`'null'`, `file:`, `data:`), wildcards, and values
 * carrying a path, query, fragment or credentials are refused rather than guessed at.
 */
export function normalizeOrigin(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'null' || trimmed.includes('*')) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/') return null;
  return url.origin;
}

/**
 * Whether a message's `origin` is one of `allowed` (EDITOR_ORIGINS). The match is exact after
 * normalisation: no wildcards, no prefixes, and an opaque `'null'` origin never matches.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  const given = normalizeOrigin(origin);
  if (given === null) return false;
  return allowed.some((entry) => normalizeOrigin(entry) === given);
}

/**
 * Parses a comma-separated allowlist (EDITOR_ORIGINS) into normalised origins. Throws naming the
 * first entry that is not an http(s) origin, so a typo fails at start instead of silently
 * refusing the editor.
 */
export function parseOriginList(value: string): string[] {
  const origins: string[] = [];
  for (const entry of value.split(',')) {
    if (entry.trim() === '') continue;
    const origin = normalizeOrigin(entry);
    if (origin === null) {
      throw new Error(
        `"${entry.trim()}" is not an origin: write scheme, host and port only, e.g. https://editor.example.com`,
      );
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}
