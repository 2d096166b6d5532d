import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type PageLocation, parsePageLocation } from './page-location.ts';

/**
 * The {@link PageLocation} of the page the router shows, for components: parsed once per
 * navigation (the same value while the path and query stay the same, so it may sit in a
 * dependency list).
 */
export function usePageLocation(): PageLocation {
  const { pathname, search } = useLocation();
  return useMemo(() => parsePageLocation(`${pathname}${search}`), [pathname, search]);
}
