import { useEffect, useState } from 'react';

/**
 * spec §2, §9: the scroll-to-top button shows once the page has scrolled past half of its
 * scrollable height (document height minus viewport height).
 */
export function isPastHalfway(
  scrollY: number,
  documentHeight: number,
  viewportHeight: number,
): boolean {
  const scrollable = documentHeight - viewportHeight;
  return scrollable > 0 && scrollY > scrollable / 2;
}

/** Whether the page is scrolled past half its scrollable height; checked once per frame. */
export function usePastHalfway(enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setPast(false);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(
        isPastHalfway(window.scrollY, document.documentElement.scrollHeight, window.innerHeight),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return past;
}
