import type { Page } from '@playwright/test';

/**
 * Holds back every request of `page` whose URL matches `url` (a chunk's code, all scripts) until
 * the returned function is called, for a test of what a shopper sees and does before that code
 * has arrived.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The URLs matching `url` the page requests from now on, as they are requested. */
export function requestsTo(page: Page, url: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) seen.push(request.url());
  });
  return seen;
}
