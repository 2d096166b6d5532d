import { lazy, Suspense, useState } from 'react';
import { useNavigation } from 'react-router';

// The bar's code (its phases, timings and styles) loads with the first client navigation: a
// visit that never navigates never downloads it, and the bar shows only after the navigation
// has lasted its throttle (200 ms), time enough for the chunk.
const ProgressBar = lazy(() => import('./ProgressBar.tsx'));

/** Whether `value` has ever been true in this component's life. */
function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}

/** The loading bar for React Router navigations (client page loads and form submissions). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!useEverTrue(busy)) return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar busy={busy} />
    </Suspense>
  );
}
