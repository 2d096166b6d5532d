import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import type { Anchored } from '../../../runtime/render/OnIntent.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { ProductFilters } from '../../../schemas/api/catalogue-listings.ts';
import { Container, VisuallyHidden } from '../../../themes/index.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { listingBreadcrumb } from './breadcrumb-trail.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { ListingBreadcrumb } from './ListingBreadcrumb.tsx';
import { ListingHeader } from './ListingHeader.tsx';
import { ListingResults } from './ListingResults.tsx';
import { ListingToolbar } from './ListingToolbar.tsx';
import type { ListingColumns } from './listing-columns.ts';
import { readListingColumns, useListingColumns } from './listing-columns-store.ts';
import { Layout, Main, Section, WideOnly } from './listing-layout.ts';
import {
  type FilterRef,
  type ListingState,
  parseListingParams,
  selectedFilters,
  toggleFilter,
  writeListingParams,
} from './listing-params.ts';
import { facetsQuery, listingQuery } from './listing-query.ts';
import { listingScopeOf } from './listing-scope.ts';
import { SelectedFilters } from './SelectedFilters.tsx';
import type { productListingSchema } from './schema.ts';
import { useNearEnd } from './use-near-end.ts';

/**
 * The listing itself (see ProductListing.tsx, which loads it): the shop, a category, a collection
 * or search results as a filterable grid: breadcrumb, heading, filters with counts (a sidebar, a
 * drawer on phones), selected filters as chips with 'Clear all', sort, a remembered grid
 * selector, and 'Load more' or infinite scroll. Filter, sort and page live in the URL: changing
 * one navigates, so the page loader fetches the new result on the server and the back button
 * restores the previous one.
 */
export default function ListingBody(props: SectionProps<typeof productListingSchema> & Anchored) {
  const {
    anchor,
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

  // while hydrating, the store answers its initial state (no choice): the grid the server drew
  const chosenColumns = useListingColumns((store) => store.columns);
  const setColumns = useListingColumns((store) => store.setColumns);
  useEffect(readListingColumns, []);
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
  const crumbs = listingBreadcrumb(scope, data);

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

  return (
    <Section id={anchor} aria-labelledby={headingId} data-listing-scope={scope.kind}>
      <Container width="wide">
        {show_breadcrumb && <ListingBreadcrumb crumbs={crumbs} />}
        <ListingHeader
          scope={scope}
          heading={heading}
          data={data}
          show={show_header}
          headingId={headingId}
        />
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
            <ListingToolbar
              filters={show_filters ? { chips, panel, selected: selectedCount } : null}
              total={data ? data.pagination.total : null}
              sort={target.sort ?? default_sort}
              onSort={(next) => go({ ...target, sort: next, page: 1 })}
              columns={columns}
              onColumns={setColumns}
            />
            {chips}
            <ListingResults
              scope={scope}
              products={data ? data.products : null}
              total={data?.pagination.total ?? 0}
              failed={listing.isError && !data}
              onRetry={() => void listing.refetch()}
              pending={pending}
              hasMore={hasMore}
              onLoadMore={loadMore}
              sentinel={sentinel}
              loadsNearEnd={mode === 'infinite'}
              columns={columns}
              perPage={per_page}
              filtered={selectedCount > 0}
              onClear={clearAll}
            />
          </Main>
        </Layout>
      </Container>
    </Section>
  );
}
