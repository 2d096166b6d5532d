// The grid selector's choice (spec §3 "grid column size", default 4) is remembered in this
// browser, in localStorage. This module reads it without the store (listing-columns-store.ts), so
// the listing's first script can tell whether a choice differs from what the server drew.

/** Column counts the grid selector offers on wide screens. */
export const LISTING_COLUMN_CHOICES = [2, 3, 4] as const;
export type ListingColumns = (typeof LISTING_COLUMN_CHOICES)[number];

/** localStorage key of the choice. */
export const LISTING_COLUMNS_STORAGE_KEY = 'sf-listing-columns';
/** Version of the stored shape; bump it with a step in {@link migrateListingColumns}. */
export const LISTING_COLUMNS_VERSION = 1;

/** What is stored. */
export interface PersistedListingColumns {
  /** The shopper's choice, `null` until they pick one (the section's default applies). */
  columns: ListingColumns | null;
}

/** `value` as a column choice, or `null` when it is none (`'4'` counts as 4). */
export function toListingColumns(value: unknown): ListingColumns | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return (LISTING_COLUMN_CHOICES as readonly unknown[]).includes(number)
    ? (number as ListingColumns)
    : null;
}

/**
 * Upgrades a stored choice to the current version. Version 0 kept a bare number or string
 * (`4`, `'3'`); anything unreadable becomes "no choice".
 */
export function migrateListingColumns(
  persisted: unknown,
  version: number,
): PersistedListingColumns {
  if (version === 0) return { columns: toListingColumns(persisted) };
  const columns =
    typeof persisted === 'object' && persisted !== null && 'columns' in persisted
      ? toListingColumns(persisted.columns)
      : null;
  return { columns };
}

/**
 * The shopper's remembered choice, kept as `{ state: { columns }, version }` (the format zustand's
 * `persist` wrote before: choices made then still read); `null` when there is none, it cannot be
 * read, or there is no browser storage (the server).
 */
export function rememberedListingColumns(): ListingColumns | null {
  try {
    // as recently-viewed-list.ts reads its list: kept apart, a shared module would be a chunk
    const stored = JSON.parse(localStorage.getItem(LISTING_COLUMNS_STORAGE_KEY) ?? 'null') as {
      state?: unknown;
      version?: unknown;
    } | null;
    const version = typeof stored?.version === 'number' ? stored.version : LISTING_COLUMNS_VERSION;
    return stored === null ? null : migrateListingColumns(stored.state, version).columns;
  } catch {
    return null; // unreadable or unavailable: the section's default applies
  }
}
