import type { DehydratedState } from '@tanstack/react-query';

/**
 * The sections of the server's HTML that hydrate with the page and have hydrated, by id. React
 * commits the page first and hydrates each section's Suspense boundary after, in tasks of their
 * own; whatever would change what such a section draws must wait for it
 * (`when-page-hydrated.ts`). Kept here, in what every page loads, as small as it can be: the
 * waiting is loaded only by the code that waits.
 */
export const hydratedWithPage = new Set<string>();

/**
 * The query data the server drew the browser's first page with, as it arrived (set by the page
 * route in the browser only). A section that hydrates when needed may hydrate after the shopper
 * changed what it shows; it hydrates with this, then shows what is current (`as-drawn.ts`).
 */
export const drawnPage: { state?: DehydratedState | undefined } = {};
