import { useEffect, useState } from 'react';
import { keyframes, styled } from '../../themes/index.ts';

/** spec §9 loading indicator defaults. */
export const PROGRESS_SETTINGS = {
  /** Time the bar takes to creep towards the end while the page loads. */
  duration: 2000,
  /** Navigations quicker than this show no bar at all. */
  throttle: 200,
  /** How long the full bar stays before fading. */
  hideDelay: 500,
  /** How long the fade takes before the bar resets. */
  resetDelay: 400,
  /** Height in pixels. */
  height: 3,
} as const;

/** idle: nothing shown; running: creeping; done: full; fading: disappearing. */
export type ProgressPhase = 'idle' | 'running' | 'done' | 'fading';

const creep = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

const Bar = styled('div', {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: '$progress',
  height: `${PROGRESS_SETTINGS.height}px`,
  backgroundColor: '$primary',
  transformOrigin: 'left',
  pointerEvents: 'none',
  transition: `opacity ${PROGRESS_SETTINGS.resetDelay}ms`,
  '&[data-phase="running"]': {
    animation: `${creep} ${PROGRESS_SETTINGS.duration}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards`,
  },
  '&[data-phase="done"]': { transform: 'scaleX(1)' },
  '&[data-phase="fading"]': { transform: 'scaleX(1)', opacity: 0 },
});

/**
 * The top loading bar, driven by `busy`: appears when busy lasts longer than the throttle, creeps
 * while busy, fills when done, then fades and resets (spec §9 timings). Decorative: screen
 * readers get the new page itself.
 */
export function ProgressBar({ busy }: { busy: boolean }) {
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (busy) {
      if (phase === 'running') return;
      if (phase === 'idle') {
        const timer = window.setTimeout(() => setPhase('running'), PROGRESS_SETTINGS.throttle);
        return () => window.clearTimeout(timer);
      }
      setPhase('running'); // a new navigation while finishing: carry on
      return;
    }
    if (phase === 'running') {
      setPhase('done');
      return;
    }
    if (phase === 'done') {
      const timer = window.setTimeout(() => setPhase('fading'), PROGRESS_SETTINGS.hideDelay);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'fading') {
      const timer = window.setTimeout(() => setPhase('idle'), PROGRESS_SETTINGS.resetDelay);
      return () => window.clearTimeout(timer);
    }
    return;
  }, [busy, phase]);

  if (phase === 'idle') return null;
  return <Bar aria-hidden="true" data-phase={phase} data-sf-progress="" />;
}

export default ProgressBar;
