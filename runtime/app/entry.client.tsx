import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ignoreAbortedNavigationBodies } from '../routing/aborted-navigation-bodies.ts';

/**
 * Resolves once the browser has painted the server's HTML: a slow phone shows the page before
 * hydration's long task rather than after it. A hidden tab paints nothing and gets no animation
 * frames, so a timer stands in.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

ignoreAbortedNavigationBodies(window);

/**
 * Hydrates once the server's HTML has painted. The chunks of the sections hydrating with the page
 * are on their way already (the server `modulepreload`ed them): such a section that React reaches
 * before its chunk has run keeps its server HTML until it has, and hydrates then. The others
 * hydrate when needed (decision 0011).
 */
void afterFirstPaint().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
