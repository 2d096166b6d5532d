import { type CookiePreference, normalisePreferences } from './cookie-groups.ts';

/** Name of the cookie holding the shopper's choice. */
export const CONSENT_COOKIE = 'sf_cookie_consent';
/** spec §9: cookie preferences are kept for 31536000 seconds (one year). */
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;
/** Version of the stored format; older formats are migrated by {@link migrateConsent}. */
export const CONSENT_VERSION = 1;

/** The consent cookie's value (the format zustand's `persist` wrote at first, kept). */
export interface PersistedConsent {
  state: { preferences: CookiePreference[] | null };
  version: number;
}

const isPreference = (value: unknown): value is CookiePreference =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CookiePreference).id === 'string' &&
  typeof (value as CookiePreference).accepted === 'boolean';

/**
 * Brings a stored state of `version` up to {@link CONSENT_VERSION}. Version 0 is the original
 * storefront's format: the bare list of `{ id, accepted }`. Anything unreadable is no choice.
 */
export function migrateConsent(persisted: unknown, version: number): PersistedConsent['state'] {
  // version 0 stored the bare list; it may reach here as is or already wrapped
  const list =
    version === 0 && Array.isArray(persisted)
      ? persisted
      : (persisted as { preferences?: unknown } | null | undefined)?.preferences;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isPreference)) {
    return { preferences: null };
  }
  return { preferences: normalisePreferences(list) };
}

/**
 * Reads the consent cookie's value (URL-encoded JSON). A bare list is version 0; a
 * `{ state, version }` object is the current format. Never throws.
 */
export function readPersistedConsent(value: string | null | undefined): PersistedConsent | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(value));
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) return { state: { preferences: parsed }, version: 0 };
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { state, version } = parsed as { state?: unknown; version?: unknown };
  if (typeof version !== 'number' || typeof state !== 'object' || state === null) return null;
  return { state: state as PersistedConsent['state'], version };
}

/** The shopper's preferences from the consent cookie's value, migrated; `null` for no choice. */
export function preferencesFromCookie(value: string | null | undefined): CookiePreference[] | null {
  const persisted = readPersistedConsent(value);
  if (!persisted) return null;
  return migrateConsent(persisted.state, persisted.version).preferences;
}

/** The value of cookie `name` in a `Cookie` request header, or `null`. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
