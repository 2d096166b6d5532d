import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadSectionComponents } from '../render/section-components.ts';
import { registry } from './registry.ts';

/**
 * The section chunks of the server-rendered page load before hydration (the server already
 * `modulepreload`ed them, so this costs no extra round trip). Hydrating with every section ready
 * means none suspends, so no early update can throw away its server HTML.
 */
function sectionsOnPage() {
  const keys = new Set<string>();
  for (const element of document.querySelectorAll<HTMLElement>('[data-section-key]')) {
    if (element.dataset.sectionKey) keys.add(element.dataset.sectionKey);
  }
  return [...keys].flatMap((key) => {
    const definition = registry.resolve(key);
    return definition ? [definition] : [];
  });
}

void preloadSectionComponents(sectionsOnPage()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
