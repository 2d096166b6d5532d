import { hashKey, type QueryKey } from '@tanstack/react-query';
import { drawnPage } from './page-hydration.ts';
import { useHydrating } from './use-hydrating.ts';

/**
 * The data of the query `queryKey` as the server drew the page with, while React hydrates the
 * calling component, and `current` in every other render. A section that hydrates when needed
 * (decision 0011) may hydrate after the shopper changed what it shows from another section (a
 * delivery method picked on the payment step changes the order summary's totals): drawn with the
 * new data, its first render would not match the server's HTML, and React would throw that HTML
 * away (error #418). Drawn with the server's, it hydrates, then shows the current data at once.
 * `current` when the page drew no such query, or in a page first drawn in the browser.
 */
export function useAsDrawn<T>(queryKey: QueryKey, current: T): T {
  const hydrating = useHydrating();
  if (!hydrating) return current;
  const drawn = drawnQuery(queryKey);
  return drawn ? (drawn.data as T) : current;
}

/** The data of the query `queryKey` the server drew the page with, if it drew one. */
export function drawnQuery(queryKey: QueryKey): { data: unknown } | undefined {
  const hash = hashKey(queryKey);
  const drawn = drawnPage.state?.queries.find((query) => query.queryHash === hash);
  return drawn?.state.status === 'success' ? { data: drawn.state.data } : undefined;
}
