import { type RefObject, useEffect, useRef } from 'react';

/** How far below the viewport the end of a listing counts as reached: the next page loads early. */
export const NEAR_END_MARGIN = '0px 0px 800px 0px';

/**
 * Calls `onNearEnd` when `target` comes within {@link NEAR_END_MARGIN} of the viewport, and again
 * whenever `key` changes while it still is (a page loaded but the end is still near). Does
 * nothing while `enabled` is false or where IntersectionObserver is missing.
 */
export function useNearEnd(
  target: RefObject<Element | null>,
  { enabled, key, onNearEnd }: { enabled: boolean; key: unknown; onNearEnd: () => void },
): void {
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    void key; // a new page means a new observer: its first report says whether the end is near
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: NEAR_END_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, key]);
}
