import type { Page } from '@playwright/test';

// Whether a listing's products ever left the screen while the page changed under them (a part
// drawn afresh instead of hydrated shows nothing until its code arrives, decision 0017).

/**
 * Starts counting the product cards of the page's listings after every change of the page, so
 * that {@link fewestCards} tells whether they ever left the screen, even for a frame.
 */
export async function watchFewestCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const count = () =>
      document.querySelectorAll('ul[aria-label="Products"] article[data-product-card]').length;
    const seen = { fewest: count() };
    (window as unknown as { cardsSeen: typeof seen }).cardsSeen = seen;
    new MutationObserver(() => {
      seen.fewest = Math.min(seen.fewest, count());
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The fewest product cards the page showed since {@link watchFewestCards}. */
export async function fewestCards(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { cardsSeen: { fewest: number } }).cardsSeen.fewest,
  );
}
