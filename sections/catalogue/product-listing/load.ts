import type { SectionLoadContext, SectionProps, SectionQuery } from '../../../registry/index.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { parseListingParams } from './listing-params.ts';
import { facetsQuery, listingQuery } from './listing-query.ts';
import { listingScopeOf } from './listing-scope.ts';
import type { productListingSchema } from './schema.ts';

/**
 * The listing's data for the request URL: it says what is listed, filtered, sorted and how many
 * pages are shown, so the server renders exactly what the shopper asked for (DESIGN §3). Imported
 * by the definition's `load` on the server only: URL parsing stays out of every other page's
 * JavaScript.
 */
export function loadProductListing(
  props: SectionProps<typeof productListingSchema>,
  ctx: SectionLoadContext,
): SectionQuery[] {
  const api = ctx.api;
  const scope = listingScopeOf(parsePageLocation(ctx.url));
  const state = parseListingParams(ctx.url.searchParams);
  const request = {
    filters: state.filters,
    sort: state.sort ?? props.default_sort,
    perPage: props.per_page,
  };
  return [
    listingQuery(api, scope, request, state.page),
    ...(props.show_filters ? [facetsQuery(api, scope, state.filters)] : []),
  ];
}
