import { type ReactNode, useState } from 'react';
import type { ProductSort } from '../../../schemas/api/catalogue-listings.ts';
import { Button, Drawer, styled, VisuallyHidden } from '../../../themes/index.ts';
import { LISTING_COLUMN_CHOICES, type ListingColumns } from './listing-columns.ts';
import { MobileOnly, WideOnly } from './listing-layout.ts';
import { productsLabel } from './products-label.ts';

/** The sort orders offered, with their names (the contract's `productSorts`). */
export const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'rating', label: 'Top rated' },
];

const Toolbar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  '& select': {
    minHeight: '40px',
    padding: '$1 $2',
    border: '1px solid $border',
    borderRadius: '$sm',
    backgroundColor: '$background',
    color: '$text',
    font: 'inherit',
  },
});

const Status = styled('p', { margin: 0, marginInlineEnd: 'auto', color: '$muted' });
const SortLabel = styled('label', { display: 'flex', alignItems: 'center', gap: '$2' });

const ColumnsGroup = styled('div', {
  display: 'flex',
  gap: '$1',
  '& button': {
    minWidth: '36px',
    minHeight: '36px',
    border: '1px solid $border',
    borderRadius: '$sm',
    backgroundColor: '$background',
    color: '$text',
    font: 'inherit',
    cursor: 'pointer',
  },
  '& button[aria-pressed="true"]': {
    borderColor: '$primary',
    backgroundColor: '$primary',
    color: '$onPrimary',
  },
  '& button:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

export interface ListingToolbarProps {
  /** The filters for phones, in a drawer; `null` when the section shows no filters. */
  filters: { chips: ReactNode; panel: ReactNode; selected: number } | null;
  /** Products over all pages; `null` while the first page loads. */
  total: number | null;
  /** The sort order shown. */
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  /** Products per row on wide screens. */
  columns: ListingColumns;
  onColumns: (columns: ListingColumns) => void;
}

/**
 * The bar above the products: the filters drawer on phones, how many products there are, the
 * sort order, and the grid selector on wide screens.
 */
export function ListingToolbar({
  filters,
  total,
  sort,
  onSort,
  columns,
  onColumns,
}: ListingToolbarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Toolbar>
      {filters && (
        <MobileOnly>
          <Drawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            title="Filters"
            side="left"
            trigger={
              <Button variant="secondary" size="sm">
                {filters.selected > 0 ? `Filters (${filters.selected})` : 'Filters'}
              </Button>
            }
          >
            {filters.chips}
            {filters.panel}
            <Button fullWidth onClick={() => setDrawerOpen(false)} css={{ marginTop: '$5' }}>
              {`Show ${productsLabel(total ?? 0)}`}
            </Button>
          </Drawer>
        </MobileOnly>
      )}
      <Status role="status">
        {total !== null ? productsLabel(total) : <VisuallyHidden>Loading products</VisuallyHidden>}
      </Status>
      <SortLabel>
        Sort by
        <select value={sort} onChange={(event) => onSort(event.currentTarget.value as ProductSort)}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </SortLabel>
      <WideOnly>
        <ColumnsGroup role="group" aria-label="Columns">
          {LISTING_COLUMN_CHOICES.map((count) => (
            <button
              key={count}
              type="button"
              aria-pressed={columns === count}
              aria-label={`${count} columns`}
              onClick={() => onColumns(count)}
            >
              {count}
            </button>
          ))}
        </ColumnsGroup>
      </WideOnly>
    </Toolbar>
  );
}
