import type { ProductFacets } from '../../../schemas/api/catalogue-facets.ts';
import type { ProductFilters } from '../../../schemas/api/catalogue-listings.ts';
import { Icon, styled } from '../../../themes/index.ts';
import { FACET_TITLES } from './FilterPanel.tsx';
import { type FilterRef, selectedFilters } from './listing-params.ts';

const Chips = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Chip = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '32px',
  padding: '$1 $2 $1 $3',
  border: '1px solid $border',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  color: '$text',
  font: 'inherit',
  fontSize: '$sm',
  cursor: 'pointer',
  '&:hover': { borderColor: '$text' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const ClearAll = styled('button', {
  minHeight: '32px',
  padding: '$1 $2',
  border: 0,
  backgroundColor: 'transparent',
  color: '$primary',
  font: 'inherit',
  fontSize: '$sm',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

/** `Brand: Northwind`, `Price: ₹1,000 – ₹5,000`: what a chip says about a selected filter. */
export function chipText(
  ref: FilterRef,
  filters: ProductFilters,
  facets: ProductFacets | undefined,
  money: (amount: number) => string,
): string {
  const labelIn = (values: { value: string; label: string }[] | undefined, value: string) =>
    values?.find((item) => item.value === value)?.label ?? value;
  switch (ref.kind) {
    case 'price': {
      const { min, max } = filters.price ?? {};
      if (min !== undefined && max !== undefined) return `Price: ${money(min)} – ${money(max)}`;
      return min !== undefined ? `Price: from ${money(min)}` : `Price: up to ${money(max ?? 0)}`;
    }
    case 'variable': {
      const values = facets?.variables.find((facet) => facet.name === ref.name)?.values;
      return `${FACET_TITLES[ref.name]}: ${labelIn(values, ref.value)}`;
    }
    case 'attribute': {
      const facet = facets?.attributes.find((item) => item.name === ref.name);
      const title = facet?.label ?? ref.name.charAt(0).toUpperCase() + ref.name.slice(1);
      return `${title}: ${labelIn(facet?.values, ref.value)}`;
    }
    case 'brand':
      return `${FACET_TITLES.brand}: ${labelIn(facets?.brands, ref.value)}`;
    case 'category':
      return `${FACET_TITLES.category}: ${labelIn(facets?.categories, ref.value)}`;
    case 'label':
      return `${FACET_TITLES.label}: ${labelIn(facets?.labels, ref.value)}`;
    case 'tags':
      return `${FACET_TITLES.tags}: ${labelIn(facets?.tags, ref.value)}`;
  }
}

function refKey(ref: FilterRef): string {
  if (ref.kind === 'price') return 'price';
  return ref.kind === 'variable' || ref.kind === 'attribute'
    ? `${ref.kind}:${ref.name}:${ref.value}`
    : `${ref.kind}:${ref.value}`;
}

export interface SelectedFiltersProps {
  filters: ProductFilters;
  facets: ProductFacets | undefined;
  money: (amount: number) => string;
  onRemove: (ref: FilterRef) => void;
  onClear: () => void;
}

/** The selected filters as removable chips, with 'Clear all'; nothing when none is selected. */
export function SelectedFilters({
  filters,
  facets,
  money,
  onRemove,
  onClear,
}: SelectedFiltersProps) {
  const refs = selectedFilters(filters);
  if (refs.length === 0) return null;
  return (
    <Chips aria-label="Selected filters">
      {refs.map((ref) => {
        const text = chipText(ref, filters, facets, money);
        return (
          <li key={refKey(ref)}>
            <Chip type="button" aria-label={`Remove filter ${text}`} onClick={() => onRemove(ref)}>
              {text}
              <Icon name="close" size={16} />
            </Chip>
          </li>
        );
      })}
      <li>
        <ClearAll type="button" onClick={onClear}>
          Clear all
        </ClearAll>
      </li>
    </Chips>
  );
}
