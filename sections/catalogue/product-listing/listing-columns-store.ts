import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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
 * The remembered column count. Hydrated only after mount (`skipHydration`; call
 * `useListingColumns.persist.rehydrate()` in an effect), so the server's HTML and the first
 * browser render agree and there is no hydration mismatch.
 */
export const useListingColumns = create<ListingColumnsState>()(
  persist(
    (set) => ({
      columns: null,
      setColumns: (columns) => set({ columns }),
    }),
    {
      name: LISTING_COLUMNS_STORAGE_KEY,
      version: LISTING_COLUMNS_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedListingColumns => ({ columns: state.columns }),
      migrate: migrateListingColumns,
      // a value edited by hand is checked like a migrated one
      merge: (persisted, current) => ({
        ...current,
        columns: migrateListingColumns(persisted, LISTING_COLUMNS_VERSION).columns,
      }),
      skipHydration: true,
    },
  ),
);
