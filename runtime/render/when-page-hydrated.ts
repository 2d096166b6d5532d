import { hydratedWithPage } from './page-hydration.ts';

/**
 * Whether the sections that hydrate with the page have hydrated. React commits the page first and
 * hydrates each section's Suspense boundary after, in tasks of their own, so code running in the
 * page's effects may run while a section still shows the server's HTML, not yet React's. Whatever
 * changes what such a section would draw (the shopper's own values over the page everyone gets,
 * decision 0022) must wait for it, or the section would hydrate with values the server never drew
 * and React would throw its HTML away (a hydration mismatch, React error #418).
 *
 * Sections that hydrate when needed (decision 0011) are not waited for: they may wait for the
 * shopper for the whole visit, and what they show of the shopper's is read through
 * `useSyncExternalStore`, whose server snapshot they hydrate with.
 */

/** How long {@link whenPageHydrated} waits at most: a section that failed never says it hydrated. */
export const PAGE_HYDRATION_TIMEOUT_MS = 5_000;

/** How often it looks again meanwhile. */
const LOOK_EVERY_MS = 25;

const SECTIONS_WITH_THE_PAGE = '[data-section-id]:not([data-section-hydrate])';

function allHydrated(): boolean {
  for (const element of document.querySelectorAll<HTMLElement>(SECTIONS_WITH_THE_PAGE)) {
    const id = element.dataset.sectionId;
    if (id && !hydratedWithPage.has(id)) return false;
  }
  return true;
}

/**
 * Resolves once every section of the server's HTML that hydrates with the page has hydrated, or
 * after `timeoutMs` (a section whose code failed to load never hydrates).
 */
export function whenPageHydrated(timeoutMs = PAGE_HYDRATION_TIMEOUT_MS): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const look = () => {
      if (allHydrated() || Date.now() >= giveUpAt) resolve();
      else setTimeout(look, LOOK_EVERY_MS);
    };
    look();
  });
}
