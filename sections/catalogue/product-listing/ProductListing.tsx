import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useStorefront } from '../../../runtime/app/use-storefront.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import type { ProductFilters, ProductSort } from '../../../schemas/api/catalogue.ts';
import {
  Button,
  Container,
  Drawer,
  formatPrice,
  Skeleton,
  styled,
  textInputStyle,
  VisuallyHidden,
} from '../../../themes/index.ts';
import { storefrontCardSlots } from '../product-card/card-slots.tsx';
import { ProductCard } from '../product-card/ProductCard.tsx';
import { listingBreadcrumb } from './breadcrumb-trail.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { ListingBreadcrumb } from './ListingBreadcrumb.tsx';
import {
  LISTING_COLUMN_CHOICES,
  type ListingColumns,
  useListingColumns,
} from './listing-columns-store.ts';
import {
  type FilterRef,
  type ListingState,
  parseListingParams,
  selectedFilters,
  toggleFilter,
  writeListingParams,
} from './listing-params.ts';
import { facetsQuery, listingQuery } from './listing-query.ts';
import { type ListingScope, listingScopeOf, SEARCH_PARAM } from './listing-scope.ts';
import { SelectedFilters } from './SelectedFilters.tsx';
import type { productListingSchema } from './schema.ts';
import { useNearEnd } from './use-near-end.ts';

/** The sort orders offered, with their names (the contract's `productSorts`). */
export const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name-asc', label: 'Name: A to Z' },
  { value: 'name-desc', label: 'Name: Z to A' },
  { value: 'rating', label: 'Top rated' },
];

const Section = styled('section', { paddingBlock: '$5 $7' });

const Header = styled('header', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  marginBlock: '$4',
  '& h1': { margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)' },
  '& p': { margin: 0, maxWidth: '48rem', color: '$muted' },
});

const Subcategories = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'inline-block',
    padding: '$1 $3',
    border: '1px solid $border',
    borderRadius: '$pill',
    color: '$text',
    fontSize: '$sm',
    textDecoration: 'none',
  },
  '& a:hover': { borderColor: '$text' },
});

const SearchForm = styled(Form, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '$2',
  marginBottom: '$4',
  '& label': {
    display: 'flex',
    flexDirection: 'column',
    gap: '$1',
    flex: '1 1 240px',
    maxWidth: '480px',
  },
  '& input': textInputStyle,
});

const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@lg': { gridTemplateColumns: '240px minmax(0, 1fr)' },
  variants: { filters: { false: { '@lg': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
});

// wide-screen only parts: the wrapper hides them, so the landmark and group inside keep their names
const WideOnly = styled('div', { display: 'none', '@lg': { display: 'block' } });

const Main = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });

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

const MobileOnly = styled('div', { '@lg': { display: 'none' } });
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

const Grid = styled('ul', {
  display: 'grid',
  gap: '$5 $4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(var(--sf-listing-columns, 4), minmax(0, 1fr))' },
  transition: 'opacity 150ms',
  '&[aria-busy="true"]': { opacity: 0.6 },
});

const Placeholder = styled('div', { aspectRatio: '1 / 1' });

const Empty = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$6 $5',
  border: '1px dashed $border',
  borderRadius: '$md',
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& p': { margin: 0, color: '$muted' },
});

const More = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  paddingTop: '$4',
  '& p': { margin: 0, color: '$muted', fontSize: '$sm' },
});

/** `1 product`, `64 products`. */
function productsLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

function titleOf(
  scope: ListingScope,
  heading: string | undefined,
  place: { category?: { name: string } | null; collection?: { name: string } | null } | undefined,
): string {
  if (scope.kind === 'search') {
    return scope.query ? `Search results for “${scope.query}”` : (heading ?? 'Search');
  }
  const named = place?.category?.name ?? place?.collection?.name;
  if (scope.kind === 'shop' && scope.key === 'shop-online') return heading ?? 'Shop all';
  return named ?? (scope.kind === 'shop' ? (heading ?? 'Shop all') : '');
}

/**
 * The shop, a category, a collection or search results as a filterable grid (issue 5): breadcrumb,
 * heading, filters with counts (a sidebar, a drawer on phones), selected filters as chips with
 * 'Clear all', sort, a remembered grid selector, and 'Load more' or infinite scroll. Filter, sort
 * and page live in the URL: changing one navigates, so the page loader fetches the new result on
 * the server and the back button restores the previous one.
 */
export default function ProductListing(props: SectionProps<typeof productListingSchema>) {
  const {
    heading,
    per_page,
    columns: defaultColumns,
    pagination,
    show_filters,
    facets: groups,
    show_breadcrumb,
    show_header,
    default_sort,
  } = props;
  const api = useApi();
  const { settings, storefront } = useStorefront();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const headingId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const pageLocation = usePageLocation();
  const scope = useMemo(() => listingScopeOf(pageLocation), [pageLocation]);
  const state = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const sort = state.sort ?? default_sort;
  const listing = useQuery({
    ...listingQuery(api, scope, { filters: state.filters, sort, perPage: per_page }, state.page),
    placeholderData: keepPreviousData,
  });
  const facets = useQuery({
    ...facetsQuery(api, scope, state.filters),
    enabled: show_filters,
    placeholderData: keepPreviousData,
  });

  const chosenColumns = useListingColumns((store) => store.columns);
  const setColumns = useListingColumns((store) => store.setColumns);
  useEffect(() => {
    void useListingColumns.persist.rehydrate();
  }, []);
  const columns: ListingColumns = chosenColumns ?? (defaultColumns as ListingColumns);

  const mode = pagination === 'store' ? (settings.catalogue_pagination ?? 'load-more') : pagination;
  const pending =
    navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  // While a listing navigation is on its way, the controls already show where it goes: a ticked
  // box stays ticked, and a second click builds on the first instead of undoing it.
  const pendingSearch = pending ? (navigation.location?.search ?? '') : null;
  const targetParams = useMemo(
    () => (pendingSearch === null ? searchParams : new URLSearchParams(pendingSearch)),
    [pendingSearch, searchParams],
  );
  const target = useMemo(() => parseListingParams(targetParams), [targetParams]);

  const go = useCallback(
    (next: ListingState, replace = false) => {
      const search = writeListingParams(next, targetParams).toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { preventScrollReset: true, replace },
      );
    },
    [navigate, location.pathname, targetParams],
  );
  const setFilters = (filters: ProductFilters) => go({ ...target, filters, page: 1 });
  const onToggle = (ref: FilterRef, on: boolean) =>
    setFilters(toggleFilter(target.filters, ref, on));
  const onPrice = (price: ProductFilters['price']) => {
    const { price: _old, ...rest } = target.filters;
    setFilters(price ? { ...rest, price } : rest);
  };
  const clearAll = () => setFilters({});

  const data = listing.data;
  const shownPage = data?.pagination.page ?? 1;
  const hasMore = data !== undefined && shownPage < data.pagination.last_page;
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    // a page step replaces the entry: Back leaves the listing rather than un-scrolling it
    go({ ...state, page: shownPage + 1 }, true);
  }, [go, hasMore, state, shownPage]);
  useNearEnd(sentinel, {
    enabled: mode === 'infinite' && hasMore && !pending && !listing.isFetching,
    key: shownPage,
    onNearEnd: loadMore,
  });

  const currency = storefront.channel.currency.code;
  const money = (amount: number) => formatPrice(amount, currency);
  const selectedCount = selectedFilters(target.filters).length;
  const title = titleOf(scope, heading, data);
  const crumbs = listingBreadcrumb(scope, data);
  const total = data?.pagination.total ?? 0;
  const products = data?.products ?? [];

  const panel = facets.data ? (
    <FilterPanel
      facets={facets.data}
      filters={target.filters}
      groups={groups}
      onToggle={onToggle}
      onPrice={onPrice}
    />
  ) : facets.isPending ? (
    <Skeleton height="320px" />
  ) : null;
  const chips = (
    <SelectedFilters
      filters={target.filters}
      facets={facets.data}
      money={money}
      onRemove={(ref) => onToggle(ref, false)}
      onClear={clearAll}
    />
  );
  const subcategories = data?.category?.children ?? [];

  return (
    <Section aria-labelledby={headingId} data-listing-scope={scope.kind}>
      <Container width="wide">
        {show_breadcrumb && <ListingBreadcrumb crumbs={crumbs} />}
        {show_header ? (
          <Header>
            <h1 id={headingId}>{title || <Skeleton width="12ch" shape="text" />}</h1>
            {(data?.category?.description || data?.collection?.description) && (
              <p>{data?.category?.description || data?.collection?.description}</p>
            )}
            {subcategories.length > 0 && (
              <Subcategories aria-label="Subcategories">
                {subcategories.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={
                        scope.kind === 'shop'
                          ? `/shop-online/${encodeURIComponent(child.slug)}`
                          : `/product-category/${encodeURIComponent(child.slug)}`
                      }
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </Subcategories>
            )}
          </Header>
        ) : (
          <VisuallyHidden as="h1" id={headingId}>
            {title}
          </VisuallyHidden>
        )}
        {scope.kind === 'search' && (
          <SearchForm method="get" action="/search" role="search" aria-label="Search the shop">
            <label>
              Search the shop
              <input
                key={scope.query}
                type="search"
                name={SEARCH_PARAM}
                defaultValue={scope.query}
                maxLength={200}
              />
            </label>
            <Button type="submit">Search</Button>
          </SearchForm>
        )}
        <Layout filters={show_filters}>
          {show_filters && (
            <WideOnly>
              <aside aria-label="Filters">
                <VisuallyHidden as="h2">Filters</VisuallyHidden>
                {panel}
              </aside>
            </WideOnly>
          )}
          <Main>
            <Toolbar>
              {show_filters && (
                <MobileOnly>
                  <Drawer
                    open={drawerOpen}
                    onOpenChange={setDrawerOpen}
                    title="Filters"
                    side="left"
                    trigger={
                      <Button variant="secondary" size="sm">
                        {selectedCount > 0 ? `Filters (${selectedCount})` : 'Filters'}
                      </Button>
                    }
                  >
                    {chips}
                    {panel}
                    <Button
                      fullWidth
                      onClick={() => setDrawerOpen(false)}
                      css={{ marginTop: '$5' }}
                    >
                      {`Show ${productsLabel(total)}`}
                    </Button>
                  </Drawer>
                </MobileOnly>
              )}
              <Status role="status">
                {data ? productsLabel(total) : <VisuallyHidden>Loading products</VisuallyHidden>}
              </Status>
              <SortLabel>
                Sort by
                <select
                  value={target.sort ?? default_sort}
                  onChange={(event) =>
                    go({ ...target, sort: event.currentTarget.value as ProductSort, page: 1 })
                  }
                >
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
                      onClick={() => setColumns(count)}
                    >
                      {count}
                    </button>
                  ))}
                </ColumnsGroup>
              </WideOnly>
            </Toolbar>
            {chips}
            {listing.isError && !data ? (
              <Empty role="status">
                <h2>Products could not be loaded</h2>
                <p>Please check your connection and try again.</p>
                <Button variant="secondary" onClick={() => void listing.refetch()}>
                  Try again
                </Button>
              </Empty>
            ) : data && products.length === 0 ? (
              <EmptyState filtered={selectedCount > 0} scope={scope} onClear={clearAll} />
            ) : (
              <Grid
                aria-busy={pending || !data || undefined}
                aria-label="Products"
                style={{ '--sf-listing-columns': String(columns) } as CSSProperties}
              >
                {data
                  ? products.map((product, index) => (
                      <li key={product.id}>
                        <ProductCard
                          product={product}
                          priority={index < columns}
                          headingLevel={2}
                          slots={storefrontCardSlots}
                        />
                      </li>
                    ))
                  : Array.from({ length: Math.min(per_page, 8) }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <li key={index}>
                        <Placeholder>
                          <Skeleton height="100%" />
                        </Placeholder>
                      </li>
                    ))}
              </Grid>
            )}
            {data && products.length > 0 && (
              <More>
                <p>
                  Showing {products.length} of {productsLabel(total)}
                </p>
                {hasMore && (
                  <Button
                    variant="secondary"
                    loading={pending}
                    loadingLabel="Loading more products"
                    onClick={loadMore}
                  >
                    Load more
                  </Button>
                )}
                <div ref={sentinel} aria-hidden="true" />
              </More>
            )}
          </Main>
        </Layout>
      </Container>
    </Section>
  );
}

/** What an empty listing says: filters to clear, a search to change, or a shop to browse. */
function EmptyState({
  filtered,
  scope,
  onClear,
}: {
  filtered: boolean;
  scope: ListingScope;
  onClear: () => void;
}) {
  if (filtered) {
    return (
      <Empty role="status">
        <h2>No products match these filters</h2>
        <p>Try removing a filter or two, or clear them all to see every product here.</p>
        <Button onClick={onClear}>Clear all</Button>
      </Empty>
    );
  }
  if (scope.kind === 'search') {
    return (
      <Empty role="status">
        <h2>{scope.query ? `No results for “${scope.query}”` : 'What are you looking for?'}</h2>
        <p>
          {scope.query.length === 1
            ? 'Type at least two letters to search.'
            : 'Check the spelling, try fewer words, or browse the whole shop.'}
        </p>
        <Link to="/shop-online">Browse all products</Link>
      </Empty>
    );
  }
  return (
    <Empty role="status">
      <h2>No products here yet</h2>
      <p>New products arrive often. In the meantime, browse the whole shop.</p>
      <Link to="/shop-online">Browse all products</Link>
    </Empty>
  );
}
