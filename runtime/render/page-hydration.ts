/**
 * The sections of the server's HTML that hydrate with the page and have hydrated, by id. React
 * commits the page first and hydrates each section's Suspense boundary after, in tasks of their
 * own; whatever would change what such a section draws must wait for it
 * (`when-page-hydrated.ts`). Kept here, in what every page loads, as small as it can be: the
 * waiting is loaded only by the code that waits.
 */
export const hydratedWithPage = new Set<string>();
