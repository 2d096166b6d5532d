import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page's prefetched data carries no clock time: the server writes each query's `dataUpdatedAt`
 * as 0, so two visitors of an anonymous page get the same bytes (a CDN keeps one copy for all,
 * issue 22). The browser stamps the data with its own clock when it hydrates the page
 * ({@link stampedNow}): the page's data counts as loaded when the page arrived, fresh for the
 * query client's stale time, as it did when the server wrote the real time.
 */
export function timeless(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/** `state` with the queries the server left timeless stamped `now` (see {@link timeless}). */
export function stampedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt === 0
        ? { ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}
