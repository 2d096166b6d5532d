import { create } from 'zustand';

// The grid selector's choice (spec §3 "grid column size", default 4) is remembered in this
// browser. Only the browser knows it, so it is a store, not server data.

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

export interface ListingColumnsState extends PersistedListingColumns {
  setColumns: (columns: ListingColumns) => void;
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
 * The remembered column count, kept in localStorage as `{ state: { columns }, version }` (the
 * format zustand's `persist` wrote before: choices made then still read). Read only after mount
 * ({@link readListingColumns} in an effect), so the server's HTML and the first browser render
 * agree and there is no hydration mismatch. One read, and a write with each choice, rather than
 * `persist`, which was 1 KB gzip of every listing page's first script (issue 17).
 */
export const useListingColumns = create<ListingColumnsState>()((set) => ({
  columns: null,
  setColumns: (columns) => {
    set({ columns });
    try {
      const value = { state: { columns }, version: LISTING_COLUMNS_VERSION };
      localStorage.setItem(LISTING_COLUMNS_STORAGE_KEY, JSON.stringify(value));
    } catch {
      // storage refused (private browsing): the choice lasts this page
    }
  },
}));

/** Puts the shopper's remembered choice in the store (none: the section's default applies). */
export function readListingColumns(): void {
  let columns: ListingColumns | null = null;
  try {
    // as recently-viewed-list.ts reads its list: kept apart, a shared module would be a chunk
    const stored = JSON.parse(localStorage.getItem(LISTING_COLUMNS_STORAGE_KEY) ?? 'null') as {
      state?: unknown;
      version?: unknown;
    } | null;
    const version = typeof stored?.version === 'number' ? stored.version : LISTING_COLUMNS_VERSION;
    if (stored !== null) columns = migrateListingColumns(stored.state, version).columns;
  } catch {
    // unreadable: the section's default applies
  }
  useListingColumns.setState({ columns });
}
