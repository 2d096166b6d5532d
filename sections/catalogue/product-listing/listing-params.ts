import type { ProductFilters } from '../../../schemas/api/catalogue-listings.ts';
import { type ProductSort, productSorts } from '../../../schemas/api-constants.ts';

// Filter, sort and page state of a product listing lives in the URL: shareable, restored
// by the back button and rendered by the server. Values repeat (`brand=a&brand=b`); fixed
// attributes are `attr.{name}`; the price range is `price_min` and `price_max`.

/** Names of the URL parameters of a listing. */
export const LISTING_PARAMS = {
  sort: 'sort',
  page: 'page',
  brand: 'brand',
  category: 'category',
  label: 'label',
  tags: 'tags',
  colour: 'colour',
  size: 'size',
  priceMin: 'price_min',
  priceMax: 'price_max',
} as const;

/** Prefix of the fixed-attribute parameters, e.g. `attr.material=Nylon`. */
export const ATTRIBUTE_PARAM_PREFIX = 'attr.';

/** Highest page a URL may ask for; listings load every page up to it. */
export const MAX_PAGE = 50;

const MAX_VALUES = 50;
const MAX_ATTRIBUTES = 20;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ATTRIBUTE_NAME = /^[A-Za-z0-9_-]{1,60}$/;
const MONEY = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Filters addressed by a list of slugs or names. */
export type ListFilter = 'brand' | 'category' | 'label' | 'tags';
/** Variable attributes the API filters by. */
export type VariableFilter = 'colour' | 'size';

/** The state of a listing as its URL describes it. */
export interface ListingState {
  /** Only filters with values are present. */
  filters: ProductFilters;
  /** `null` when the URL names none (the section's default applies). */
  sort: ProductSort | null;
  /** Pages shown, from 1: the listing shows pages 1 to `page`. */
  page: number;
}

const unique = (values: string[]) => [...new Set(values)].slice(0, MAX_VALUES);

function slugs(params: URLSearchParams, name: string): string[] {
  return unique(
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value.length <= 120 && SLUG.test(value)),
  );
}

function texts(params: URLSearchParams, name: string): string[] {
  return unique(
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value.length > 0 && value.length <= 120),
  );
}

function money(value: string | null): number | undefined {
  const text = value?.trim() ?? '';
  return MONEY.test(text) ? Number(text) : undefined;
}

function pageOf(value: string | null): number {
  const text = value?.trim() ?? '';
  if (!/^\d{1,3}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The listing state of a URL's search parameters. Never throws: unknown parameters and malformed
 * values (a slug with spaces, a price that is not a number, a range whose minimum exceeds its
 * maximum, an unknown sort, page 0) are ignored and the rest still applies.
 */
export function parseListingParams(params: URLSearchParams): ListingState {
  const filters: ProductFilters = {};
  for (const name of ['brand', 'category', 'tags'] as const) {
    const values = slugs(params, LISTING_PARAMS[name]);
    if (values.length > 0) filters[name] = values;
  }
  const labels = texts(params, LISTING_PARAMS.label);
  if (labels.length > 0) filters.label = labels;

  const variable: NonNullable<ProductFilters['variable']> = {};
  for (const name of ['colour', 'size'] as const) {
    const values = texts(params, LISTING_PARAMS[name]);
    if (values.length > 0) variable[name] = values;
  }
  if (Object.keys(variable).length > 0) filters.variable = variable;

  const attribute: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (!key.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const name = key.slice(ATTRIBUTE_PARAM_PREFIX.length);
    if (!ATTRIBUTE_NAME.test(name) || Object.keys(attribute).length >= MAX_ATTRIBUTES) continue;
    const values = texts(params, key);
    if (values.length > 0) attribute[name] = values;
  }
  if (Object.keys(attribute).length > 0) filters.attribute = attribute;

  const min = money(params.get(LISTING_PARAMS.priceMin));
  const max = money(params.get(LISTING_PARAMS.priceMax));
  if (
    (min !== undefined || max !== undefined) &&
    !(min !== undefined && max !== undefined && min > max)
  ) {
    filters.price = {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }

  const sort = params.get(LISTING_PARAMS.sort);
  return {
    filters,
    sort: (productSorts as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : null,
    page: pageOf(params.get(LISTING_PARAMS.page)),
  };
}

function isListingParam(name: string): boolean {
  return (
    (Object.values(LISTING_PARAMS) as string[]).includes(name) ||
    name.startsWith(ATTRIBUTE_PARAM_PREFIX)
  );
}

/**
 * `state` written into a copy of `base`: every listing parameter of `base` is replaced, others
 * (the search text `q`, campaign parameters) are kept. The order is fixed, so one state has one
 * URL; page 1 and an absent sort leave their parameters out.
 */
export function writeListingParams(
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of base) if (!isListingParam(name)) params.append(name, value);
  const { filters } = state;
  const append = (name: string, values: readonly string[] | undefined) => {
    for (const value of values ?? []) params.append(name, value);
  };
  append(LISTING_PARAMS.brand, filters.brand);
  append(LISTING_PARAMS.category, filters.category);
  append(LISTING_PARAMS.label, filters.label);
  append(LISTING_PARAMS.tags, filters.tags);
  append(LISTING_PARAMS.colour, filters.variable?.colour);
  append(LISTING_PARAMS.size, filters.variable?.size);
  for (const [name, values] of Object.entries(filters.attribute ?? {})) {
    append(`${ATTRIBUTE_PARAM_PREFIX}${name}`, values);
  }
  if (filters.price?.min !== undefined)
    params.set(LISTING_PARAMS.priceMin, String(filters.price.min));
  if (filters.price?.max !== undefined)
    params.set(LISTING_PARAMS.priceMax, String(filters.price.max));
  if (state.sort) params.set(LISTING_PARAMS.sort, state.sort);
  if (state.page > 1) params.set(LISTING_PARAMS.page, String(state.page));
  return params;
}

/** One selected filter value, or the price range: what a chip shows and removes. */
export type FilterRef =
  | { kind: ListFilter; value: string }
  | { kind: 'variable'; name: VariableFilter; value: string }
  | { kind: 'attribute'; name: string; value: string }
  | { kind: 'price' };

function without(values: readonly string[] | undefined, value: string): string[] | undefined {
  const rest = (values ?? []).filter((item) => item !== value);
  return rest.length > 0 ? rest : undefined;
}

function withAdded(values: readonly string[] | undefined, value: string): string[] {
  return (values ?? []).includes(value) ? [...(values ?? [])] : [...(values ?? []), value];
}

/** Drops keys whose value is `undefined` or an empty object, so equal filters compare equal. */
function compact(filters: ProductFilters): ProductFilters {
  const result: ProductFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof ProductFilters, unknown][]) {
    if (value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value as Record<string, unknown>).filter(
        ([, inner]) => inner !== undefined,
      );
      if (entries.length === 0) continue;
      (result as Record<string, unknown>)[key] = Object.fromEntries(entries);
    } else {
      (result as Record<string, unknown>)[key] = value;
    }
  }
  return result;
}

/** Whether `ref`'s value is selected in `filters`. */
export function isSelected(filters: ProductFilters, ref: FilterRef): boolean {
  switch (ref.kind) {
    case 'price':
      return filters.price !== undefined;
    case 'variable':
      return filters.variable?.[ref.name]?.includes(ref.value) ?? false;
    case 'attribute':
      return filters.attribute?.[ref.name]?.includes(ref.value) ?? false;
    default:
      return filters[ref.kind]?.includes(ref.value) ?? false;
  }
}

/** `filters` with `ref` selected (`on`) or not; the price range is only ever removed here. */
export function toggleFilter(filters: ProductFilters, ref: FilterRef, on: boolean): ProductFilters {
  const change = (values: readonly string[] | undefined, value: string) =>
    on ? withAdded(values, value) : without(values, value);
  switch (ref.kind) {
    case 'price':
      return compact({ ...filters, price: undefined });
    case 'variable':
      return compact({
        ...filters,
        variable: {
          ...filters.variable,
          [ref.name]: change(filters.variable?.[ref.name], ref.value),
        },
      });
    case 'attribute':
      return compact({
        ...filters,
        attribute: {
          ...filters.attribute,
          [ref.name]: change(filters.attribute?.[ref.name], ref.value),
        } as Record<string, string[]>,
      });
    default:
      return compact({ ...filters, [ref.kind]: change(filters[ref.kind], ref.value) });
  }
}

/** Every selected value and the price range, in the order the filter panel lists them. */
export function selectedFilters(filters: ProductFilters): FilterRef[] {
  const refs: FilterRef[] = [];
  for (const kind of ['category', 'brand'] as const) {
    for (const value of filters[kind] ?? []) refs.push({ kind, value });
  }
  if (filters.price) refs.push({ kind: 'price' });
  for (const name of ['colour', 'size'] as const) {
    for (const value of filters.variable?.[name] ?? [])
      refs.push({ kind: 'variable', name, value });
  }
  for (const kind of ['label', 'tags'] as const) {
    for (const value of filters[kind] ?? []) refs.push({ kind, value });
  }
  for (const [name, values] of Object.entries(filters.attribute ?? {})) {
    for (const value of values) refs.push({ kind: 'attribute', name, value });
  }
  return refs;
}
