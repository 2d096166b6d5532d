import { type FormEvent, useId, useState } from 'react';
import type { FacetValue, ProductFacets } from '../../../schemas/api/catalogue-facets.ts';
import type { ProductFilters } from '../../../schemas/api/catalogue-listings.ts';
import { Button, styled, VisuallyHidden } from '../../../themes/index.ts';
import { type FilterRef, isSelected } from './listing-params.ts';
import type { ListingFacet } from './schema.ts';

const Panel = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });

const Group = styled('fieldset', {
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: 700 },
});

const Options = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Option = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '32px',
  cursor: 'pointer',
  '& input': {
    width: '18px',
    height: '18px',
    margin: 0,
    accentColor: 'var(--sf-color-theme, #1f5f4a)',
  },
  '&[data-disabled]': { cursor: 'default', color: '$muted' },
});

const Count = styled('span', { marginInlineStart: 'auto', color: '$muted', fontSize: '$sm' });

const Swatch = styled('span', {
  display: 'inline-block',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  border: '1px solid $border',
});

const PriceForm = styled('form', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
  '& label': { display: 'flex', flexDirection: 'column', gap: '$1', fontSize: '$sm' },
  '& input': {
    width: '100%',
    minHeight: '40px',
    padding: '$2',
    border: '1px solid $border',
    borderRadius: '$sm',
    font: 'inherit',
  },
  '& button': { gridColumn: '1 / -1' },
  '& [role="alert"]': { gridColumn: '1 / -1', margin: 0, color: '$danger', fontSize: '$sm' },
});

/** Display names of the filter groups, also used by the chips. */
export const FACET_TITLES: Record<Exclude<ListingFacet, 'attribute'>, string> = {
  category: 'Category',
  brand: 'Brand',
  price: 'Price',
  colour: 'Colour',
  size: 'Size',
  label: 'Label',
  tags: 'Tag',
};

interface Choice {
  title: string;
  /** The ref of one value of this group. */
  refOf: (value: string) => FilterRef;
  values: FacetValue[];
  swatches?: boolean;
}

/** The checkbox groups of `facets` in the order of `groups`; groups without values are left out. */
function choicesOf(facets: ProductFacets, groups: readonly ListingFacet[]): (Choice | 'price')[] {
  const variable = (name: 'colour' | 'size') =>
    facets.variables.find((facet) => facet.name === name)?.values ?? [];
  return groups.flatMap((group): (Choice | 'price')[] => {
    switch (group) {
      case 'price':
        return facets.price.max > 0 ? ['price'] : [];
      case 'category':
        return [
          {
            title: 'Category',
            refOf: (value) => ({ kind: 'category', value }),
            values: facets.categories,
          },
        ];
      case 'brand':
        return [
          { title: 'Brand', refOf: (value) => ({ kind: 'brand', value }), values: facets.brands },
        ];
      case 'label':
        return [
          { title: 'Label', refOf: (value) => ({ kind: 'label', value }), values: facets.labels },
        ];
      case 'tags':
        return [{ title: 'Tag', refOf: (value) => ({ kind: 'tags', value }), values: facets.tags }];
      case 'colour':
      case 'size':
        return [
          {
            title: FACET_TITLES[group],
            refOf: (value) => ({ kind: 'variable', name: group, value }),
            values: variable(group),
            swatches: group === 'colour',
          },
        ];
      case 'attribute':
        return facets.attributes.map((facet) => ({
          title: facet.label,
          refOf: (value) => ({ kind: 'attribute', name: facet.name, value }),
          values: facet.values,
        }));
      default:
        return [];
    }
  });
}

interface PriceRangeProps {
  range: { min: number; max: number };
  selected: ProductFilters['price'];
  onApply: (price: { min?: number; max?: number } | undefined) => void;
}

function readPrice(value: FormDataEntryValue | null): number | undefined | 'invalid' {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? Math.round(number * 100) / 100 : 'invalid';
}

/** Minimum and maximum price inputs; an impossible range is refused in place. */
function PriceRange({ range, selected, onApply }: PriceRangeProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = readPrice(form.get('price_min'));
    const max = readPrice(form.get('price_max'));
    if (min === 'invalid' || max === 'invalid') {
      setError('The value must be numeric');
      return;
    }
    if (min !== undefined && max !== undefined && min > max) {
      setError('The minimum price must not exceed the maximum price');
      return;
    }
    setError(null);
    onApply(
      min === undefined && max === undefined
        ? undefined
        : { ...(min !== undefined && { min }), ...(max !== undefined && { max }) },
    );
  };
  // keyed by the selection, so the inputs show what the URL says after back and forward
  return (
    <Group aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Price</legend>
      <PriceForm onSubmit={submit} noValidate key={`${selected?.min}-${selected?.max}`}>
        <label>
          Min
          <input
            type="number"
            name="price_min"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={String(Math.floor(range.min))}
            defaultValue={selected?.min ?? ''}
          />
        </label>
        <label>
          Max
          <input
            type="number"
            name="price_max"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={String(Math.ceil(range.max))}
            defaultValue={selected?.max ?? ''}
          />
        </label>
        {error && (
          <p role="alert" id={`${id}-error`}>
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" size="sm">
          Apply price
        </Button>
      </PriceForm>
    </Group>
  );
}

export interface FilterPanelProps {
  facets: ProductFacets;
  filters: ProductFilters;
  groups: readonly ListingFacet[];
  onToggle: (ref: FilterRef, on: boolean) => void;
  onPrice: (price: { min?: number; max?: number } | undefined) => void;
}

/**
 * The filters of a listing: a checkbox per value with its product count, colour
 * swatches, and a price range. A value no product of the current selection has is disabled unless
 * it is selected, so a shopper is never led to an empty page.
 */
export function FilterPanel({ facets, filters, groups, onToggle, onPrice }: FilterPanelProps) {
  return (
    <Panel>
      {choicesOf(facets, groups).map((choice) => {
        if (choice === 'price') {
          return (
            <PriceRange
              key="price"
              range={facets.price}
              selected={filters.price}
              onApply={onPrice}
            />
          );
        }
        if (choice.values.length === 0) return null;
        return (
          <Group key={choice.title}>
            <legend>{choice.title}</legend>
            <Options>
              {choice.values.map((facet) => {
                const ref = choice.refOf(facet.value);
                const checked = isSelected(filters, ref);
                const disabled = !checked && facet.count === 0;
                return (
                  <li key={facet.value}>
                    <Option data-disabled={disabled || undefined}>
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={disabled}
                        onChange={(event) => onToggle(ref, event.currentTarget.checked)}
                      />
                      {choice.swatches && facet.hex && (
                        <Swatch aria-hidden="true" style={{ backgroundColor: facet.hex }} />
                      )}
                      <span>{facet.label}</span>
                      <Count>
                        {facet.count}
                        <VisuallyHidden>
                          {' '}
                          {facet.count === 1 ? 'product' : 'products'}
                        </VisuallyHidden>
                      </Count>
                    </Option>
                  </li>
                );
              })}
            </Options>
          </Group>
        );
      })}
    </Panel>
  );
}
