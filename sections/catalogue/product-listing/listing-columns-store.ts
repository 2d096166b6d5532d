import { create } from 'zustand';
import {
  LISTING_COLUMNS_STORAGE_KEY,
  LISTING_COLUMNS_VERSION,
  type ListingColumns,
  type PersistedListingColumns,
  rememberedListingColumns,
} from './listing-columns.ts';

// Only the browser knows the grid selector's choice, so it is a store, not server data.

export interface ListingColumnsState extends PersistedListingColumns {
  setColumns: (columns: ListingColumns) => void;
}

/**
 * The remembered column count (listing-columns.ts). Read only after mount
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
  useListingColumns.setState({ columns: rememberedListingColumns() });
}
