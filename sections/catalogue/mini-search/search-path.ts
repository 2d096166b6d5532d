/** Path of the search results page for `text` (spec §2 `/search?q=`). */
export function searchPath(text: string): string {
  return `/search?q=${encodeURIComponent(text.trim())}`;
}
