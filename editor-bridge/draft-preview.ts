// A page shoppers cannot see yet (created in the editor, never published) answers 404 with the
// "Page Not Found!" page, which has no place for the editor's draft. The editor previews it at
// its path with this query instead: the storefront then answers the store's layout with no
// sections (still 404, never indexed), and the bridge draws the draft in it (decision 15).

/** The query parameter that asks for the draft frame, and its value: `?preview=draft`. */
export const DRAFT_PREVIEW_PARAM = 'preview';
export const DRAFT_PREVIEW_VALUE = 'draft';

/** Whether a URL's query asks for the draft frame. */
export function isDraftPreview(query: URLSearchParams): boolean {
  return query.get(DRAFT_PREVIEW_PARAM) === DRAFT_PREVIEW_VALUE;
}

/** `path` (with or without a query) asking for the draft frame. */
export function withDraftPreview(path: string): string {
  const [pathname = '/', search = ''] = path.split('?', 2);
  const query = new URLSearchParams(search);
  query.set(DRAFT_PREVIEW_PARAM, DRAFT_PREVIEW_VALUE);
  return `${pathname}?${query.toString()}`;
}
