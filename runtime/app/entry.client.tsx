import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { definitionsOnPage, preloadSectionComponents } from '../render/section-components.ts';
import { registry } from './registry.ts';

/**
 * The chunks of the sections hydrating with the page load before hydration (the server already
 * `modulepreload`ed them, so this costs no extra round trip); none of them suspends. The others
 * hydrate when needed (decision 0011): React keeps their server HTML until their code arrives.
 */
void preloadSectionComponents(definitionsOnPage(registry, { eager: true })).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
