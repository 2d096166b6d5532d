import { useEffect, useState } from 'react';

/** spec §9: the header is stuck after 50px of scroll. */
export const STUCK_AFTER_PX = 50;

/**
 * Whether the page has scrolled past `threshold` pixels, checked at most once per frame. Always
 * false while `enabled` is off, and on the server.
 */
export function useStuck(enabled: boolean, threshold = STUCK_AFTER_PX): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setStuck(false);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      setStuck(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [enabled, threshold]);
  return stuck;
}
