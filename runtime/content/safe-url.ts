const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The URL if a shopper may be sent there: a path inside the store, or an http(s), mailto: or tel:
 * URL. Anything else (`javascript:`, `data:`, malformed) is `null`, so a link from store data can
 * never run code.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#') || value.startsWith('?')) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (!scheme) return value.startsWith('//') ? null : `/${value}`;
  return SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`) ? value : null;
}

/** Whether a (safe) link leaves the store. */
export function isExternalLink(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}
