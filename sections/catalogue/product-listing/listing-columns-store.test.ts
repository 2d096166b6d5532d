import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LISTING_COLUMNS_STORAGE_KEY,
  LISTING_COLUMNS_VERSION,
  migrateListingColumns,
  toListingColumns,
} from './listing-columns.ts';
import { readListingColumns, useListingColumns } from './listing-columns-store.ts';

afterEach(() => {
  localStorage.clear();
  useListingColumns.setState({ columns: null });
});

describe('listing columns store', () => {
  it('starts with no choice, so the server and the first render agree', () => {
    localStorage.setItem(
      LISTING_COLUMNS_STORAGE_KEY,
      JSON.stringify({ state: { columns: 2 }, version: LISTING_COLUMNS_VERSION }),
    );
    expect(useListingColumns.getState().columns).toBeNull();
  });

  it('remembers a choice in localStorage and reads it back on the next page', () => {
    act(() => useListingColumns.getState().setColumns(3));
    expect(JSON.parse(localStorage.getItem(LISTING_COLUMNS_STORAGE_KEY) ?? '{}')).toEqual({
      state: { columns: 3 },
      version: LISTING_COLUMNS_VERSION,
    });
    // a new page load: the store starts empty, the browser still has the choice
    const saved = localStorage.getItem(LISTING_COLUMNS_STORAGE_KEY) ?? '';
    useListingColumns.setState({ columns: null });
    localStorage.setItem(LISTING_COLUMNS_STORAGE_KEY, saved);
    act(readListingColumns);
    expect(useListingColumns.getState().columns).toBe(3);
  });

  it('ignores a stored value that is not a choice', () => {
    localStorage.setItem(
      LISTING_COLUMNS_STORAGE_KEY,
      JSON.stringify({ state: { columns: 7 }, version: LISTING_COLUMNS_VERSION }),
    );
    act(readListingColumns);
    expect(useListingColumns.getState().columns).toBeNull();
  });

  it('migrates a version 0 value, a bare number or string', () => {
    expect(migrateListingColumns(4, 0)).toEqual({ columns: 4 });
    expect(migrateListingColumns('3', 0)).toEqual({ columns: 3 });
    expect(migrateListingColumns('wide', 0)).toEqual({ columns: null });
    const firstFormat = JSON.stringify({ state: 2, version: 0 });
    localStorage.setItem(LISTING_COLUMNS_STORAGE_KEY, firstFormat);
    act(readListingColumns);
    expect(useListingColumns.getState().columns).toBe(2);
    // reading writes nothing back
    expect(localStorage.getItem(LISTING_COLUMNS_STORAGE_KEY)).toBe(firstFormat);
  });

  it('reads choices as numbers', () => {
    expect(toListingColumns(2)).toBe(2);
    expect(toListingColumns('4')).toBe(4);
    expect(toListingColumns(5)).toBeNull();
    expect(toListingColumns(null)).toBeNull();
  });
});
