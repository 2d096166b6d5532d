import { describe, expect, it } from 'vitest';
import { productFiltersSchema } from '../../../schemas/api/catalogue-listings.ts';
import {
  MAX_PAGE,
  parseListingParams,
  selectedFilters,
  toggleFilter,
  writeListingParams,
} from './listing-params.ts';

const parse = (search: string) => parseListingParams(new URLSearchParams(search));

describe('parseListingParams', () => {
  it('reads every filter, the sort and the page', () => {
    const state = parse(
      'brand=northwind&brand=summit-peak&category=jackets&label=Sale&tags=waterproof' +
        '&colour=navy&size=m&attr.material=Nylon&price_min=1000&price_max=4999.5&sort=price-asc&page=3',
    );
    expect(state).toEqual({
      filters: {
        brand: ['northwind', 'summit-peak'],
        category: ['jackets'],
        label: ['Sale'],
        tags: ['waterproof'],
        variable: { colour: ['navy'], size: ['m'] },
        attribute: { material: ['Nylon'] },
        price: { min: 1000, max: 4999.5 },
      },
      sort: 'price-asc',
      page: 3,
    });
    expect(productFiltersSchema.safeParse(state.filters).success).toBe(true);
  });

  it('gives no filters, no sort and page 1 for an empty URL', () => {
    expect(parse('')).toEqual({ filters: {}, sort: null, page: 1 });
  });

  it('ignores malformed values and keeps the rest', () => {
    const state = parse(
      'brand=Not%20A%20Slug&brand=northwind&brand=&price_min=abc&price_max=-5&sort=cheapest' +
        '&page=0&colour=&attr.bad%20name=x&attr.fit=Regular&utm_source=mail',
    );
    expect(state).toEqual({
      filters: { brand: ['northwind'], attribute: { fit: ['Regular'] } },
      sort: null,
      page: 1,
    });
    expect(productFiltersSchema.safeParse(state.filters).success).toBe(true);
  });

  it('ignores a price range whose minimum exceeds its maximum, and keeps a one-sided one', () => {
    expect(parse('price_min=500&price_max=100').filters).toEqual({});
    expect(parse('price_max=100').filters).toEqual({ price: { max: 100 } });
    expect(parse('price_min=1e3').filters).toEqual({});
  });

  it('ignores pages beyond the limit and values that are not whole numbers', () => {
    expect(parse(`page=${MAX_PAGE + 1}`).page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`page=${MAX_PAGE}`).page).toBe(MAX_PAGE);
  });

  it('drops repeated values and caps each list at 50', () => {
    const many = Array.from({ length: 60 }, (_, index) => `tags=t${index}`).join('&');
    expect(parse(`${many}&tags=t1`).filters.tags).toHaveLength(50);
    expect(parse('brand=a&brand=a').filters.brand).toEqual(['a']);
  });
});

describe('writeListingParams', () => {
  it('writes a state in a fixed order and round-trips through parse', () => {
    const state = parse('sort=rating&size=l&brand=ridgeline&price_min=10&page=2&attr.fit=Slim');
    const written = writeListingParams(state);
    expect(written.toString()).toBe(
      'brand=ridgeline&size=l&attr.fit=Slim&price_min=10&sort=rating&page=2',
    );
    expect(parseListingParams(written)).toEqual(state);
  });

  it('replaces listing parameters of the base and keeps the others', () => {
    const base = new URLSearchParams('q=boots&brand=northwind&page=3&utm_source=mail');
    const written = writeListingParams({ filters: { label: ['New'] }, sort: null, page: 1 }, base);
    expect(written.toString()).toBe('q=boots&utm_source=mail&label=New');
  });
});

describe('toggleFilter and selectedFilters', () => {
  it('adds and removes values of every kind', () => {
    let filters = toggleFilter({}, { kind: 'brand', value: 'northwind' }, true);
    filters = toggleFilter(filters, { kind: 'variable', name: 'colour', value: 'navy' }, true);
    filters = toggleFilter(filters, { kind: 'attribute', name: 'material', value: 'Nylon' }, true);
    filters = { ...filters, price: { min: 100 } };
    expect(selectedFilters(filters)).toEqual([
      { kind: 'brand', value: 'northwind' },
      { kind: 'price' },
      { kind: 'variable', name: 'colour', value: 'navy' },
      { kind: 'attribute', name: 'material', value: 'Nylon' },
    ]);
    filters = toggleFilter(filters, { kind: 'variable', name: 'colour', value: 'navy' }, false);
    filters = toggleFilter(filters, { kind: 'attribute', name: 'material', value: 'Nylon' }, false);
    filters = toggleFilter(filters, { kind: 'price' }, false);
    expect(filters).toEqual({ brand: ['northwind'] });
    expect(toggleFilter(filters, { kind: 'brand', value: 'northwind' }, false)).toEqual({});
  });

  it('does not add a value twice', () => {
    const filters = toggleFilter({ tags: ['a'] }, { kind: 'tags', value: 'a' }, true);
    expect(filters).toEqual({ tags: ['a'] });
  });
});
