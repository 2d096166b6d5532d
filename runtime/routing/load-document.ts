/**
 * Loads `url` as a new document, not as a client navigation: everything the page holds in memory
 * (the query cache, every store) is gone, and the server draws the next page from scratch.
 */
export function loadDocument(url: string): void {
  window.location.assign(url);
}
