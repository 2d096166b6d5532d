import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { definitionsOnPage, preloadSectionComponents } from '../render/section-components.ts';
import { ignoreAbortedNavigationBodies } from '../routing/aborted-navigation-bodies.ts';
import { registry } from '../storefront/registry.ts';

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
 * The chunks of the sections hydrating with the page load before hydration (the server already
 * `modulepreload`ed them, so this costs no extra round trip); none of them suspends. The others
 * hydrate when needed (decision 0011): React keeps their server HTML until their code arrives.
 */
void Promise.all([
  preloadSectionComponents(definitionsOnPage(registry, { eager: true })),
  afterFirstPaint(),
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
