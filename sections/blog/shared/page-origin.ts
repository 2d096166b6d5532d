import { queryOptions } from '@tanstack/react-query';

/**
 * The origin the page was asked at, for absolute URLs in JSON-LD. The server puts the request's
 * origin in the page's query cache (the key is the product page's too: one origin per page), so
 * SSR and hydration print the same URLs.
 */
export function pageOriginQuery(origin?: string) {
  return queryOptions({
    queryKey: ['page-origin'],
    queryFn: (): string => origin ?? (typeof window === 'undefined' ? '' : window.location.origin),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
