import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { createLazyApiClient } from '../../../runtime/api/lazy-client.ts';
import type { SearchSuggestions } from '../../../schemas/api/catalogue-search.ts';
import * as catalogue from '../../../schemas/api/endpoints/catalogue.ts';
import { SEARCH_MIN_LENGTH } from '../../../schemas/api-constants.ts';

/** Milliseconds the mini-search waits after the last keystroke before it asks for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 300;

function isAbort(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'AbortError') return true;
  }
  return false;
}

/**
 * The client suggestions are fetched with: silent (a suggestion that fails to load is not worth a
 * toast) and quiet about aborted calls, which are how a stale suggestion request ends.
 */
export const suggestionsApi: ApiClient = createLazyApiClient({
  log: (message, error) => {
    if (!isAbort(error)) console.warn(message);
  },
});

/** Whether `text` is long enough to search (the contract's `SEARCH_MIN_LENGTH`). */
export function searchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/**
 * `catalogue.searchSuggestions` (`?query=`) as query options. TanStack Query aborts the request (through
 * `signal`) once the shopper has typed on and no one waits for the answer any more.
 */
export function suggestionsQuery(api: ApiClient, text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: ['search-suggestions', query],
    queryFn: async ({ signal }): Promise<SearchSuggestions> =>
      (await api.call(catalogue.searchSuggestions, { query: { query }, signal })).data,
    enabled: searchable(query),
    staleTime: 5 * 60_000,
  });
}
